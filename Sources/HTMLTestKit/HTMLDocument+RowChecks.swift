extension HTMLDocument {
    /// What keeps a person from telling the controls of a page's rows apart by ear: a control
    /// (button, link, summary, form field) inside an element `rows` (a CSS selector) selects that
    /// has no accessible name, or whose name another control of the rows has too ("Delete" in
    /// every row). Links to the same place may share a name. Empty when every row passes.
    public func rowControlProblems(rows: String) -> [String] {
        let controls = ".//button | .//a[@href] | .//summary | .//input[not(@type='hidden')] | .//select | .//textarea"
        var problems: [String] = []
        var uses: [String: [String]] = [:]  // name → what each control with it does
        var order: [String] = []
        for row in (try? select(rows)) ?? [] {
            for control in (try? row.xpath(controls)) ?? [] {
                let name = control.accessibleName
                guard !name.isEmpty else {
                    problems.append("a \(control.tagName) in row “\(row["id"] ?? row.text)” has no accessible name")
                    continue
                }
                if uses[name] == nil { order.append(name) }
                uses[name, default: []].append(control.tagName == "a" ? "link to \(control["href"] ?? "")" : control.tagName)
            }
        }
        for name in order {
            let actions = uses[name, default: []]
            guard actions.count > 1, !(Set(actions).count == 1 && actions[0].hasPrefix("link to ")) else { continue }
            problems.append("“\(name)” names \(actions.count) controls of the rows; each should say which row it acts on")
        }
        return problems
    }

    /// Every button, link and summary without an accessible name (an icon-only button, say).
    func unnamedControlProblems() -> [String] {
        ((try? xpath("//button | //a[@href] | //summary")) ?? []).filter { $0.accessibleName.isEmpty }.map {
            "a \($0.tagName) has no accessible name: \(String($0.description.prefix(120)))"
        }
    }
}
