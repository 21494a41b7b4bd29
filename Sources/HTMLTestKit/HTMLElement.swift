import CLibXML2
import Foundation

/// One element of an `HTMLDocument`; it keeps its document alive, so it stays valid on its own.
public struct HTMLElement: @unchecked Sendable, CustomStringConvertible {
    let node: xmlNodePtr
    /// The document the element belongs to.
    public let document: HTMLDocument

    init(node: xmlNodePtr, document: HTMLDocument) {
        self.node = node
        self.document = document
    }

    /// The lower-case tag name (`a`, `input`, …).
    public var tagName: String {
        document.lock.withLock { node.pointee.name.map { String(cString: $0) } ?? "" }
    }

    /// Every attribute with its value; a boolean attribute (`disabled`) has the value "".
    public var attributes: [String: String] {
        document.lock.withLock {
            var attributes: [String: String] = [:]
            var attribute = node.pointee.properties
            while let current = attribute {
                if let name = current.pointee.name.map({ String(cString: $0) }) {
                    attributes[name] = Self.value(of: current)
                }
                attribute = current.pointee.next
            }
            return attributes
        }
    }

    /// The value of one attribute, or nil when the element does not have it.
    public subscript(attribute: String) -> String? {
        document.lock.withLock {
            guard let property = xmlHasProp(node, attribute) else { return nil }
            return Self.value(of: property)
        }
    }

    /// The text content with whitespace runs collapsed to one space and the ends trimmed.
    public var text: String {
        rawText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text content exactly as in the page.
    public var rawText: String {
        document.lock.withLock {
            guard let content = xmlNodeGetContent(node) else { return "" }
            defer { clibxml2_free(content) }
            return String(cString: content)
        }
    }

    /// The child elements, in document order.
    public var children: [HTMLElement] {
        (try? xpath("./*")) ?? []
    }

    /// The elements an XPath expression selects with this element as the context node.
    public func xpath(_ expression: String) throws(HTMLTestKitError) -> [HTMLElement] {
        try document.evaluate(expression, from: node)
    }

    /// The descendants a CSS selector selects, in document order.
    public func select(_ css: String) throws(HTMLTestKitError) -> [HTMLElement] {
        try xpath(CSSSelector.xpath(for: css, relative: true))
    }

    /// The element serialized as HTML, for failure messages.
    public var description: String {
        document.lock.withLock {
            guard let buffer = xmlBufferCreate() else { return "<\(node.pointee.type)>" }
            defer { xmlBufferFree(buffer) }
            htmlNodeDump(buffer, document.pointer, node)
            return xmlBufferContent(buffer).map { String(cString: $0) } ?? ""
        }
    }

    /// Whether two values are the same node.
    func isSameNode(as other: HTMLElement) -> Bool { node == other.node }

    private static func value(of attribute: xmlAttrPtr) -> String {
        guard let content = xmlNodeGetContent(UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: xmlNode.self)) else {
            return ""
        }
        defer { clibxml2_free(content) }
        return String(cString: content)
    }
}
