import Templating

/// The string catalog as a tree templates read with dotted names: `ReminderList.Empty.title`
/// becomes `{{t.ReminderList.Empty.title}}`. Built once at start-up (public for benchmarks that
/// render the templates apart from the routes).
public enum TemplateStrings {
    public static func tree(from entries: [String: String]) -> TemplateValue {
        var root = Node()
        for (key, value) in entries { root.insert(value, at: key.split(separator: ".").map(String.init)[...]) }
        return root.value
    }

    private struct Node {
        var text: String?
        var children: [String: Node] = [:]

        mutating func insert(_ value: String, at path: ArraySlice<String>) {
            guard let head = path.first else {
                text = value
                return
            }
            children[head, default: Node()].insert(value, at: path.dropFirst())
        }

        var value: TemplateValue {
            if children.isEmpty { return .string(text ?? "") }
            return .object(TemplateObject(children.keys.sorted().map { (name: $0, value: children[$0]!.value) }))
        }
    }
}
