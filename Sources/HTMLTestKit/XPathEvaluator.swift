import CLibXML2
import Foundation

/// One XPath evaluation on a libxml2 document, with its errors kept rather than printed.
enum XPathEvaluator {
    /// The element nodes `expression` selects; the caller holds the document's lock.
    static func nodes(
        matching expression: String,
        in document: htmlDocPtr,
        from node: xmlNodePtr?
    ) -> Result<[xmlNodePtr], HTMLTestKitError> {
        LibXML2.initialized
        guard let context = xmlXPathNewContext(document) else {
            return .failure(.xpath("libxml2 could not create an XPath context"))
        }
        defer { xmlXPathFreeContext(context) }
        // Without a handler of its own, libxml2 prints XPath errors to stderr; the message is
        // read back from `lastError` instead.
        context.pointee.error = { _, _ in }
        if let node { context.pointee.node = node }
        guard let object = xmlXPathEvalExpression(expression, context) else {
            let message = context.pointee.lastError.message.map { String(cString: $0) } ?? "invalid expression"
            return .failure(
                .xpath("\(message.trimmingCharacters(in: .whitespacesAndNewlines)) in \(expression)")
            )
        }
        defer { xmlXPathFreeObject(object) }
        guard object.pointee.type == XPATH_NODESET else {
            return .failure(.xpath("\(expression) does not select nodes"))
        }
        guard let set = object.pointee.nodesetval, set.pointee.nodeNr > 0, let table = set.pointee.nodeTab else {
            return .success([])
        }
        var nodes: [xmlNodePtr] = []
        for index in 0..<Int(set.pointee.nodeNr) {
            if let node = table[index], node.pointee.type == XML_ELEMENT_NODE {
                nodes.append(node)
            }
        }
        return .success(nodes)
    }
}
