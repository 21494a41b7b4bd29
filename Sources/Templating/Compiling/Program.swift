/// A compiled template: a flat instruction list and the tables its instructions index.
struct Program: Sendable {
    /// The template's name, e.g. `reminders/row`.
    let name: String
    /// Its file path, or its name when compiled from a string.
    let file: String
    var instructions: [Instruction] = []
    /// All literal text of the template, concatenated.
    var text: [UInt8] = []
    /// For text instructions that span line starts: offsets (from the instruction's start) where
    /// indentation goes.
    var lineStarts: [[Int]] = []
    var names: [NameReference] = []
    var partials: [PartialSite] = []
    var parents: [ParentSite] = []
    var blocks: [BlockSite] = []
    /// Bodies; index 0 is the whole template.
    var bodies: [Body] = []
    /// Partial and parent tags rendered whenever the template is (outside sections and blocks):
    /// the edges that make an inclusion cycle.
    var unconditionalInclusions: [(name: String, location: TemplateLocation)] = []

    init(name: String, file: String) {
        self.name = name
        self.file = file
    }
}
