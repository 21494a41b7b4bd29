/// One step of a compiled template. Plain integers only, so that running a template does no
/// reference counting on its instructions.
struct Instruction: Sendable {
    /// What the step does; `a`, `b` and `c` mean different things per operation.
    enum Operation: UInt8, Sendable {
        /// Writes `text[a..<a+b]`; `c` indexes `lineStarts` (where to indent) or is -1.
        case text
        /// Writes the current indentation; `a` is 1 when this is the first line of a body.
        case lineStart
        /// Writes the value named by `names[a]`, HTML-escaped.
        case escaped
        /// Writes the value named by `names[a]` as it is.
        case raw
        /// Renders the instructions after it, up to `b`, for the value `names[a]`: once per
        /// item of a list, once for any other truthy value.
        case section
        /// Renders the instructions after it, up to `b`, when the value `names[a]` is falsey.
        case inverted
        /// Renders the partial `partials[a]`.
        case partial
        /// Renders the parent `parents[a]`; its arguments' bodies follow until `b`.
        case parent
        /// Renders the block `blocks[a]` (an override, or its default body, which follows until `b`).
        case block
    }

    var operation: Operation
    var a: Int32
    var b: Int32
    var c: Int32

    init(_ operation: Operation, _ a: Int = 0, _ b: Int = 0, _ c: Int = 0) {
        self.operation = operation
        self.a = Int32(truncatingIfNeeded: a)
        self.b = Int32(truncatingIfNeeded: b)
        self.c = Int32(truncatingIfNeeded: c)
    }
}

/// A name used by a tag, split on dots (`user.name` → `["user", "name"]`; `.` → `[]`).
struct NameReference: Sendable {
    let components: [String]
    let text: String
    let location: TemplateLocation
}

/// A range of instructions rendered as a unit: a whole template, a block's default, an argument.
struct Body: Sendable {
    var start: Int
    var end: Int
}

/// A `{{> name}}` tag.
struct PartialSite: Sendable {
    let name: String
    /// The partial's index in the library, or -1 when it names nothing (and renders as empty).
    var template: Int
    let standalone: Bool
    let indentation: [UInt8]
    let location: TemplateLocation
}

/// A `{{< name}}…{{/name}}` pair and the blocks it passes.
struct ParentSite: Sendable {
    let name: String
    var template: Int
    let standalone: Bool
    let indentation: [UInt8]
    /// Pairs of (interned block name, body index) for each `{{$block}}` inside the pair.
    let arguments: [(block: Int, body: Int)]
    let location: TemplateLocation
}

/// A `{{$name}}…{{/name}}` pair outside a parent: a place an inheriting template may fill.
struct BlockSite: Sendable {
    /// The interned block name.
    let block: Int
    let defaultBody: Int
    let standalone: Bool
    let indentation: [UInt8]
}
