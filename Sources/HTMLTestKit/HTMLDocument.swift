import CLibXML2
import Foundation

/// An HTML page parsed by libxml2's forgiving HTML parser, queried with XPath or a CSS subset.
///
/// Parsing never fails: malformed, empty or binary input gives a (possibly empty) document and
/// the parser's complaints in `parseErrors`. The document owns the libxml2 tree and frees it when
/// released. Queries and the browser's form edits go through one lock per document, which is what
/// makes the `@unchecked Sendable` honest.
public final class HTMLDocument: @unchecked Sendable {
    let pointer: htmlDocPtr
    let lock = NSLock()

    /// What the parser complained about, in input order; empty for well-formed HTML.
    public let parseErrors: [HTMLParseError]

    /// Parses UTF-8 text.
    public convenience init(html: String) {
        self.init(bytes: Array(html.utf8))
    }

    /// Parses raw bytes as UTF-8 (a `<meta charset>` in the page does not override it).
    public init(bytes: [UInt8]) {
        let result = HTMLDocumentParser.parse(bytes)
        pointer = result.document
        parseErrors = result.errors
    }

    deinit {
        xmlFreeDoc(pointer)
    }

    /// The root `<html>` element, if the page has one.
    public var root: HTMLElement? {
        lock.withLock { xmlDocGetRootElement(pointer) }.map { HTMLElement(node: $0, document: self) }
    }

    /// The normalized text of `<title>`, or "" without one.
    public var title: String {
        (try? xpath("//title").first?.text) ?? ""
    }

    /// The normalized text of the whole page (whitespace collapsed, trimmed).
    public var text: String {
        root?.text ?? ""
    }

    /// The elements an XPath expression selects, in document order.
    ///
    /// Nodes that are not elements (text, attributes) are left out; an expression that does not
    /// select nodes (`count(//a)`) is an error.
    public func xpath(_ expression: String) throws(HTMLTestKitError) -> [HTMLElement] {
        try evaluate(expression, from: nil)
    }

    /// The elements a CSS selector (tag, `#id`, `.class`, `[attr]`, `[attr=value]`, descendant,
    /// `>` and comma lists) selects, in document order.
    public func select(_ css: String) throws(HTMLTestKitError) -> [HTMLElement] {
        try xpath(CSSSelector.xpath(for: css, relative: false))
    }

    /// Evaluates a relative expression (`.//label`) with the document node as the context node,
    /// so that it means the same as from an element scope.
    func xpathFromDocumentNode(_ expression: String) throws(HTMLTestKitError) -> [HTMLElement] {
        // An xmlDoc starts with the same fields as an xmlNode; libxml2 itself passes documents as nodes.
        try evaluate(expression, from: UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: xmlNode.self))
    }

    /// Evaluates `expression` with `node` (or the document) as the context node.
    func evaluate(_ expression: String, from node: xmlNodePtr?) throws(HTMLTestKitError) -> [HTMLElement] {
        let result: Result<[xmlNodePtr], HTMLTestKitError> = lock.withLock {
            XPathEvaluator.nodes(matching: expression, in: pointer, from: node)
        }
        return try result.get().map { HTMLElement(node: $0, document: self) }
    }
}
