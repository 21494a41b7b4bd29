extension Renderer {
    /// The value the name `names[index]` of `template` refers to: its first part is looked up
    /// from the top of the context stack down, the other parts inside that value only.
    ///
    /// A name that resolves to nothing is `null`, or fails in strict mode. A name that passes
    /// through a `null` (an absent optional) is `null` and never an error.
    @inline(__always)
    func resolve(_ template: CompiledTemplate, _ index: Int) throws(TemplateError) -> Node {
        let path = template.paths[index]
        if path.keyCount == 0 { return stack[stack.count - 1] }
        let first = template.keys[Int(path.firstKey)]
        let keyBytes = template.keyBytes.baseAddress!
        var level = stack.count - 1
        while level >= 0 {
            let context = stack[level]
            if context.kind == .object, let value = field(first, keyBytes, in: context) {
                return path.keyCount == 1 ? value : try descend(from: value, template, index)
            }
            level -= 1
        }
        if strict { throw unresolved(template, index) }
        return .null
    }

    private func descend(from start: Node, _ template: CompiledTemplate, _ index: Int) throws(TemplateError) -> Node {
        let path = template.paths[index]
        let keyBytes = template.keyBytes.baseAddress!
        var value = start
        for part in Int(path.firstKey) + 1..<Int(path.firstKey + path.keyCount) {
            switch value.kind {
            case .object:
                guard let next = field(template.keys[part], keyBytes, in: value) else {
                    if strict { throw unresolved(template, index) }
                    return .null
                }
                value = next
            case .null:
                return .null
            default:
                if strict { throw unresolved(template, index) }
                return .null
            }
        }
        return value
    }

    /// The value of the field named `key` in an object node.
    @inline(__always)
    private func field(_ key: CompiledTemplate.Key, _ keyBytes: UnsafePointer<UInt8>, in object: Node) -> Node? {
        let name = keyBytes + Int(key.offset)
        let length = Int(key.length)
        let documentBytes = bytes.baseAddress!
        var index = Int(object.payload)
        let end = index + Int(object.count)
        while index < end {
            let field = fields[index]
            if field.keyPrefix == key.prefix && Int(field.keyLength) == length {
                guard length > 8 else { return field.value }
                let candidate = documentBytes + Int(field.keyOffset)
                var offset = 8
                while offset < length && candidate[offset] == name[offset] { offset += 1 }
                if offset == length { return field.value }
            }
            index += 1
        }
        return nil
    }

    private func unresolved(_ template: CompiledTemplate, _ index: Int) -> TemplateError {
        let reference = template.names[index]
        return .unresolvedName(reference.text, at: reference.location)
    }
}
