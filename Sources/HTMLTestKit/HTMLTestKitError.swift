import Foundation

/// Everything that can go wrong while querying or driving a page; each case says what the page does have.
public enum HTMLTestKitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No label (or field name) on the page matches; `available` lists the labels and field names there are.
    case noSuchLabel(String, available: [String])
    /// No link has this text; `available` lists the link texts there are.
    case noSuchLink(String, available: [String])
    /// No submit button has this text, value, id or name; `available` lists the buttons there are.
    case noSuchButton(String, available: [String])
    /// The select box named by `select` has no option with this text or value.
    case noSuchOption(String, select: String, available: [String])
    /// The pressed button belongs to no form.
    case noSuchForm(button: String)
    /// No element matches the CSS selector given as the scope of an action (`within:`).
    case noSuchElement(String)
    /// The labelled control cannot take this action (`fillIn` on a checkbox, `check` on a text field, …).
    case wrongKindOfControl(String, expected: String, found: String)
    /// More redirects than the browser's limit; the chain of URLs that redirected.
    case tooManyRedirects([String])
    /// A redirect without a usable `Location`, or a link to another host.
    case unfollowableURL(String)
    /// libxml2 rejected an XPath expression.
    case xpath(String)
    /// A CSS selector outside the supported subset.
    case invalidSelector(String)
    /// The transport failed: connection refused, malformed response, time-out.
    case transport(String)
    /// The browser's page check threw for the page at `url`; `message` is what it said.
    case pageCheckFailed(url: String, status: Int, message: String)

    /// A readable description, listing what the page does have.
    public var description: String {
        switch self {
        case let .noSuchLabel(label, available):
            "No field labelled or named \"\(label)\". The page has: \(Self.list(available))"
        case let .noSuchLink(text, available):
            "No link \"\(text)\". The page has links: \(Self.list(available))"
        case let .noSuchButton(text, available):
            "No button \"\(text)\". The page has buttons: \(Self.list(available))"
        case let .noSuchOption(option, select, available):
            "No option \"\(option)\" in \"\(select)\". It has: \(Self.list(available))"
        case let .noSuchForm(button):
            "The button \"\(button)\" is not inside a form"
        case let .noSuchElement(selector):
            "No element matches \"\(selector)\""
        case let .wrongKindOfControl(label, expected, found):
            "\"\(label)\" is \(found), not \(expected)"
        case let .tooManyRedirects(chain):
            "Too many redirects: \(chain.joined(separator: " → "))"
        case let .unfollowableURL(message):
            "Cannot follow: \(message)"
        case let .xpath(message):
            "XPath error: \(message)"
        case let .invalidSelector(message):
            "Unsupported CSS selector: \(message)"
        case let .transport(message):
            "Transport error: \(message)"
        case let .pageCheckFailed(url, status, message):
            "The page \(url) (\(status)) failed its checks: \(message)"
        }
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "(none)" : items.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
