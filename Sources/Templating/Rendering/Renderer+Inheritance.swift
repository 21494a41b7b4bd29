/// The block arguments of one parent tag being rendered, linked to those of the enclosing parents.
final class OverrideLayer {
    let template: CompiledTemplate
    let arguments: [(block: Int, body: Int)]
    /// The layers in scope where the parent tag was written; its arguments render with these.
    let outer: OverrideLayer?

    init(template: CompiledTemplate, arguments: [(block: Int, body: Int)], outer: OverrideLayer?) {
        self.template = template
        self.arguments = arguments
        self.outer = outer
    }
}

extension Renderer {
    mutating func renderPartial(_ site: PartialSite, indent: Indent) throws(TemplateError) {
        guard site.template >= 0 else { return }
        try enter(site.name, at: site.location)
        defer { depth -= 1 }
        let template = library.templates[site.template]
        let body = template.bodies[0]
        let mark = indentation.count
        defer { releaseIndentation(to: mark) }
        let inner = site.standalone ? self.indent(indent, adding: site.indentation) : Indent()
        try run(template, from: body.start, to: body.end, indent: inner, emitsFirstLine: true)
    }

    mutating func renderParent(_ template: CompiledTemplate, _ site: ParentSite, indent: Indent) throws(TemplateError) {
        guard site.template >= 0 else { return }
        try enter(site.name, at: site.location)
        defer { depth -= 1 }
        let parent = library.templates[site.template]
        let body = parent.bodies[0]
        let mark = indentation.count
        defer { releaseIndentation(to: mark) }
        let inner = site.standalone ? self.indent(indent, adding: site.indentation) : Indent()
        let saved = layers
        defer { layers = saved }
        layers = OverrideLayer(template: template, arguments: site.arguments, outer: saved)
        try run(parent, from: body.start, to: body.end, indent: inner, emitsFirstLine: true)
    }

    /// Renders a block: the argument the outermost parent passed for it, else its default.
    mutating func renderBlock(_ template: CompiledTemplate, _ site: BlockSite, indent: Indent) throws(TemplateError) {
        let mark = indentation.count
        defer { releaseIndentation(to: mark) }
        let inner = site.standalone ? self.indent(indent, adding: site.indentation) : indent
        var found: (layer: OverrideLayer, body: Int)?
        var layer = layers
        while let current = layer {
            if let argument = current.arguments.first(where: { $0.block == site.block }) {
                found = (current, argument.body)
            }
            layer = current.outer
        }
        guard let (owner, bodyIndex) = found else {
            let body = template.bodies[site.defaultBody]
            try run(template, from: body.start, to: body.end, indent: inner, emitsFirstLine: site.standalone)
            return
        }
        let saved = layers
        defer { layers = saved }
        layers = owner.outer
        let body = owner.template.bodies[bodyIndex]
        try run(owner.template, from: body.start, to: body.end, indent: inner, emitsFirstLine: site.standalone)
    }

    private mutating func enter(_ name: String, at location: TemplateLocation) throws(TemplateError) {
        guard depth < Self.maximumDepth else { throw .recursionTooDeep(name, at: location) }
        depth += 1
    }
}
