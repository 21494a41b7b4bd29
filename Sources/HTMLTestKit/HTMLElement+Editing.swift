import CLibXML2
import Foundation

/// The edits a browser makes to a page while the user fills in a form.
extension HTMLElement {
    /// Sets (or adds) an attribute.
    func setAttribute(_ name: String, to value: String) {
        document.lock.withLock { _ = xmlSetProp(node, name, value) }
    }

    /// Removes an attribute if present.
    func removeAttribute(_ name: String) {
        document.lock.withLock {
            if let property = xmlHasProp(node, name) { _ = xmlRemoveProp(property) }
        }
    }

    /// Replaces the element's content by one text node (a textarea's value).
    func setText(_ text: String) {
        document.lock.withLock {
            // xmlNodeSetContent would read entities in `text`; a fresh text node takes it verbatim.
            xmlNodeSetContent(node, nil)
            if let textNode = xmlNewText(text) { xmlAddChild(node, textNode) }
        }
    }
}
