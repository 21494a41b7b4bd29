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
        let hint = hints + template.keyBase + Int(path.firstKey)
        let keyBytes = template.keyBytes.baseAddress!
        var level = stack.count - 1
        while level >= 0 {
            let context = stack[level]
            if context.kind == .object, let value = field(first, keyBytes, in: context, hint: hint) {
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
                guard let next = field(template.keys[part], keyBytes, in: value, hint: hints + template.keyBase + part) else {
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

    /// The value of the field named `key` in an object node: the field at `hint` when it is the
    /// one, else the first of that name, whose place `hint` then keeps.
    @inline(__always)
    private func field(
        _ key: CompiledTemplate.Key, _ keyBytes: UnsafePointer<UInt8>, in object: Node, hint: UnsafeMutablePointer<Int32>
    ) -> Node? {
        let name = keyBytes + Int(key.offset)
        let start = Int(object.payload)
        let count = Int(object.count)
        let guess = Int(hint.pointee)
        // Names are unique within an object, so the field at the hint, when named so, is the one.
        if guess < count, isNamed(fields[start + guess], key, name) { return fields[start + guess].value }
        var index = start
        let end = start + count
        while index < end {
            let field = fields[index]
            if isNamed(field, key, name) {
                hint.pointee = Int32(truncatingIfNeeded: index - start)
                return field.value
            }
            index += 1
        }
        return nil
    }

    /// Whether `field` is named `key` (whose bytes are at `name`).
    @inline(__always)
    private func isNamed(_ field: Field, _ key: CompiledTemplate.Key, _ name: UnsafePointer<UInt8>) -> Bool {
        guard field.keyPrefix == key.prefix && field.keyLength == key.length else { return false }
        let length = Int(key.length)
        guard length > 8 else { return true }
        let candidate = bytes.baseAddress! + Int(field.keyOffset)
        var offset = 8
        while offset < length && candidate[offset] == name[offset] { offset += 1 }
        return offset == length
    }

    private func unresolved(_ template: CompiledTemplate, _ index: Int) -> TemplateError {
        let reference = template.names[index]
        return .unresolvedName(reference.text, at: reference.location)
    }
}
