/// An error from loading, compiling or rendering Mustache templates.
///
/// Every syntax error carries the `file:line:column` of the offending tag, so that start-up
/// stops with a message that points at the template to fix.
public enum TemplateError: Error, Equatable, Sendable {
    /// A tag was opened with the opening delimiter but never closed.
    case unclosedTag(at: TemplateLocation)
    /// A tag holds no name where one is required, or a name with whitespace in it.
    case invalidTag(String, at: TemplateLocation)
    /// A set-delimiters tag is malformed, e.g. `{{=<% =}}`.
    case invalidDelimiters(String, at: TemplateLocation)
    /// A section, inverted section, parent or block was opened and never closed.
    case unclosedSection(String, at: TemplateLocation)
    /// A closing tag names a different section than the one that is open.
    case mismatchedClosingTag(expected: String, found: String, at: TemplateLocation)
    /// A closing tag closes nothing.
    case unexpectedClosingTag(String, at: TemplateLocation)
    /// A tag uses a Mustache feature this engine leaves out (lambdas, dynamic names).
    case unsupportedTag(String, at: TemplateLocation)
    /// A partial tag (`{{> name}}`) names a template that does not exist.
    case unknownPartial(String, at: TemplateLocation)
    /// A parent tag (`{{< name}}`) names a template that does not exist.
    case unknownParent(String, at: TemplateLocation)
    /// Templates include or extend each other in a loop that would never end.
    case inclusionCycle([String], at: TemplateLocation)
    /// Strict mode: a tag names a value that resolves to nothing in the rendered data.
    case unresolvedName(String, at: TemplateLocation)
    /// Strict mode: a tag interpolates a list or an object, which has no text form.
    case notInterpolatable(String, at: TemplateLocation)
    /// Partials or parents nest deeper than the engine allows (data-driven recursion gone wrong).
    case recursionTooDeep(String, at: TemplateLocation)
    /// `render` was asked for a template that the library does not hold.
    case unknownTemplate(String)
    /// A template file or folder could not be read.
    case unreadable(path: String, reason: String)
    /// A Swift value could not be turned into template data.
    case unencodable(String)
}

extension TemplateError: CustomStringConvertible {
    /// The error as `file:line:column: message`, the form compilers and editors understand.
    public var description: String {
        switch self {
        case .unclosedTag(let at):
            return "\(at): unclosed tag: the tag opened here has no closing delimiter"
        case .invalidTag(let reason, let at):
            return "\(at): invalid tag: \(reason)"
        case .invalidDelimiters(let content, let at):
            return "\(at): invalid set-delimiters tag '\(content)': expected '=open close=' with two delimiters without spaces or '='"
        case .unclosedSection(let name, let at):
            return "\(at): unclosed section '\(name)': no matching {{/\(name)}} before the end of the template"
        case .mismatchedClosingTag(let expected, let found, let at):
            return "\(at): mismatched closing tag: found {{/\(found)}} but the open section is '\(expected)'"
        case .unexpectedClosingTag(let name, let at):
            return "\(at): unexpected closing tag {{/\(name)}}: no section is open"
        case .unsupportedTag(let reason, let at):
            return "\(at): unsupported tag: \(reason)"
        case .unknownPartial(let name, let at):
            return "\(at): unknown partial '\(name)': no template named '\(name)' was loaded"
        case .unknownParent(let name, let at):
            return "\(at): unknown parent '\(name)': no template named '\(name)' was loaded"
        case .inclusionCycle(let chain, let at):
            return "\(at): inclusion cycle: \(chain.joined(separator: " → ")) would include itself forever"
        case .unresolvedName(let name, let at):
            return "\(at): strict mode: '\(name)' resolves to nothing in the rendered data"
        case .notInterpolatable(let name, let at):
            return "\(at): strict mode: '\(name)' is a list or an object and cannot be interpolated as text"
        case .recursionTooDeep(let name, let at):
            return "\(at): recursion too deep while expanding '\(name)'"
        case .unknownTemplate(let name):
            return "unknown template '\(name)'"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .unencodable(let reason):
            return "cannot turn the value into template data: \(reason)"
        }
    }
}
