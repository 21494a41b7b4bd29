/// A set of templates compiled together, their partial and parent names resolved to indices.
///
/// `@unchecked Sendable`: `unmanaged` is written once in `init` and only read afterwards.
final class CompiledLibrary: @unchecked Sendable {
    let templates: [CompiledTemplate]
    let indices: [String: Int]
    /// `templates` again, for the renderer to reach a partial or a parent without reference
    /// counting: a list page renders a row partial with two blocks per item, and the retain and
    /// release of each template it entered were about 2% of the server's CPU under load.
    let unmanaged: UnsafeBufferPointer<Unmanaged<CompiledTemplate>>
    /// How many name parts (keys) all the templates have together: each has a lookup hint.
    let keyCount: Int

    /// Links `programs`: resolves every partial and parent name and rejects inclusion cycles.
    ///
    /// - Parameter allowsUnknownPartials: render unknown partials and parents as nothing (as the
    ///   Mustache spec says) instead of failing.
    init(_ programs: [Program], allowsUnknownPartials: Bool) throws(TemplateError) {
        var indices: [String: Int] = [:]
        for (index, program) in programs.enumerated() { indices[program.name] = index }
        var linked = programs
        for index in linked.indices {
            let from = linked[index].name
            for site in linked[index].partials.indices {
                let partial = linked[index].partials[site]
                let target = Self.resolve(partial.name, from: from, in: indices)
                if target == nil && !allowsUnknownPartials {
                    throw .unknownPartial(partial.name, at: partial.location)
                }
                linked[index].partials[site].template = target ?? -1
            }
            for site in linked[index].parents.indices {
                let parent = linked[index].parents[site]
                let target = Self.resolve(parent.name, from: from, in: indices)
                if target == nil && !allowsUnknownPartials {
                    throw .unknownParent(parent.name, at: parent.location)
                }
                linked[index].parents[site].template = target ?? -1
            }
        }
        try Self.rejectCycles(in: linked, indices: indices)
        self.indices = indices
        var keyCount = 0
        templates = linked.map { program in
            let template = CompiledTemplate(program, keyBase: keyCount)
            keyCount += template.keys.count
            return template
        }
        self.keyCount = keyCount
        let unmanaged = UnsafeMutableBufferPointer<Unmanaged<CompiledTemplate>>.allocate(capacity: max(templates.count, 1))
        _ = unmanaged.initialize(from: templates.map { Unmanaged.passUnretained($0) })
        self.unmanaged = UnsafeBufferPointer(rebasing: unmanaged[0..<templates.count])
    }

    deinit {
        unmanaged.deallocate()
    }

    /// Resolves a partial name: from the library's root, or from the including template's folder
    /// when it starts with `./` or `../`.
    static func resolve(_ name: String, from including: String, in indices: [String: Int]) -> Int? {
        guard name.hasPrefix("./") || name.hasPrefix("../") else { return indices[name] }
        var path = including.split(separator: "/").dropLast().map(String.init)
        for component in name.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !path.isEmpty else { return nil }
                path.removeLast()
            default: path.append(String(component))
            }
        }
        return indices[path.joined(separator: "/")]
    }

    /// Fails when templates include each other unconditionally (outside sections and blocks),
    /// which would recurse forever.
    private static func rejectCycles(in programs: [Program], indices: [String: Int]) throws(TemplateError) {
        var state = Array(repeating: 0, count: programs.count)  // 0 new, 1 on the path, 2 done
        var path: [Int] = []
        func visit(_ index: Int) throws(TemplateError) {
            state[index] = 1
            path.append(index)
            for inclusion in programs[index].unconditionalInclusions {
                guard let target = resolve(inclusion.name, from: programs[index].name, in: indices) else { continue }
                if state[target] == 1 {
                    let loop = path[path.firstIndex(of: target)!...].map { programs[$0].name } + [programs[target].name]
                    throw .inclusionCycle(loop, at: inclusion.location)
                }
                if state[target] == 0 { try visit(target) }
            }
            path.removeLast()
            state[index] = 2
        }
        for index in programs.indices where state[index] == 0 {
            try visit(index)
        }
    }
}
