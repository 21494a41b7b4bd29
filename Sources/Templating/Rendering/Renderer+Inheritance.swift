/// The block arguments of one parent tag being rendered: an entry of the renderer's layer stack,
/// linked by index to the layer that was in scope where the parent tag was written.
///
/// Plain values on a stack rather than objects in a linked list: a row rendered through a parent
/// partial pushes one per item, and that cost no allocation and no reference counting.
struct OverrideLayer {
    /// The template holding the parent tag; the library keeps it alive for the whole render.
    let template: Unmanaged<CompiledTemplate>
    /// The parent tag's index in the template's `parentCalls`.
    let parent: Int
    /// The layer in scope where the parent tag was written (its arguments render with it), or -1.
    let outer: Int
}

extension Renderer {
    mutating func renderPartial(_ template: CompiledTemplate, _ index: Int, indent: Indent) throws(TemplateError) {
        let call = template.partialCalls[index]
        guard call.template >= 0 else { return }
        try enter { template.partials[index].name } at: { template.partials[index].location }
        defer { depth -= 1 }
        let mark = indentation.count
        defer { releaseIndentation(to: mark) }
        let inner = !call.standalone ? Indent()
            : call.indented ? self.indent(indent, adding: template.partials[index].indentation) : indent
        try library.unmanaged[Int(call.template)].borrow { partial throws(TemplateError) in
            let body = partial.bodies[0]
            try run(partial, from: body.start, to: body.end, indent: inner, emitsFirstLine: true)
        }
    }

    mutating func renderParent(_ template: CompiledTemplate, _ index: Int, indent: Indent) throws(TemplateError) {
        let call = template.parentCalls[index]
        guard call.template >= 0 else { return }
        try enter { template.parents[index].name } at: { template.parents[index].location }
        defer { depth -= 1 }
        let mark = indentation.count
        defer { releaseIndentation(to: mark) }
        let inner = !call.standalone ? Indent()
            : call.indented ? self.indent(indent, adding: template.parents[index].indentation) : indent
        let saved = currentLayer
        layers.append(OverrideLayer(template: Unmanaged.passUnretained(template), parent: index, outer: saved))
        currentLayer = layers.count - 1
        defer {
            currentLayer = saved
            layers.removeLast()
        }
        try library.unmanaged[Int(call.template)].borrow { parent throws(TemplateError) in
            let body = parent.bodies[0]
            try run(parent, from: body.start, to: body.end, indent: inner, emitsFirstLine: true)
        }
    }

    /// Renders a block: the argument the outermost parent passed for it, else its default.
    mutating func renderBlock(_ template: CompiledTemplate, _ index: Int, indent: Indent) throws(TemplateError) {
        let call = template.blockCalls[index]
        let mark = indentation.count
        defer { releaseIndentation(to: mark) }
        let inner = !call.standalone || !call.indented ? indent
            : self.indent(indent, adding: template.blocks[index].indentation)
        var found: (layer: Int, body: Int)?
        var layer = currentLayer
        while layer >= 0 {
            let current = layers[layer]
            current.template._withUnsafeGuaranteedRef { owner in
                let parent = owner.parentCalls[current.parent]
                let first = Int(parent.firstArgument)
                if let argument = owner.arguments[first..<first + Int(parent.argumentCount)].first(where: { $0.block == call.block }) {
                    found = (layer, Int(argument.body))
                }
            }
            layer = current.outer
        }
        guard let (ownerLayer, bodyIndex) = found else {
            let body = template.bodies[Int(call.defaultBody)]
            try run(template, from: body.start, to: body.end, indent: inner, emitsFirstLine: call.standalone)
            return
        }
        let saved = currentLayer
        defer { currentLayer = saved }
        currentLayer = layers[ownerLayer].outer
        try layers[ownerLayer].template.borrow { owner throws(TemplateError) in
            let body = owner.bodies[bodyIndex]
            try run(owner, from: body.start, to: body.end, indent: inner, emitsFirstLine: call.standalone)
        }
    }

    /// Counts one more level of partials and parents; the name and location are read only to fail.
    private mutating func enter(_ name: () -> String, at location: () -> TemplateLocation) throws(TemplateError) {
        guard depth < Self.maximumDepth else { throw .recursionTooDeep(name(), at: location()) }
        depth += 1
    }
}

extension Unmanaged where Instance == CompiledTemplate {
    /// Calls `body` with the template, borrowed without retaining it: the library being rendered
    /// keeps every template alive for the whole render.
    @inline(__always)
    func borrow(_ body: (CompiledTemplate) throws(TemplateError) -> Void) throws(TemplateError) {
        let failure = _withUnsafeGuaranteedRef { template -> TemplateError? in
            do throws(TemplateError) {
                try body(template)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }
}
