import CLibXML2
import Foundation

/// Runs libxml2's HTML parser on one buffer with its own parser context, so the errors of one
/// parse are collected without touching libxml2's global error handlers.
enum HTMLDocumentParser {
    /// Where the structured error handler of one parse puts what it hears.
    private final class ErrorCollector {
        var errors: [HTMLParseError] = []
    }

    static func parse(_ bytes: [UInt8]) -> (document: htmlDocPtr, errors: [HTMLParseError]) {
        LibXML2.initialized
        let collector = ErrorCollector()
        var document: htmlDocPtr?
        if let context = htmlNewParserCtxt() {
            // libxml2 2.9 has no per-context error setter; a SAX `serror` on the context's own
            // handler is consulted before the global one, and `_private` is left alone by libxml2.
            context.pointee.sax.pointee.serror = { userData, error in
                guard let userData, let error else { return }
                let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
                guard let box = context.pointee._private else { return }
                let collector = Unmanaged<ErrorCollector>.fromOpaque(box).takeUnretainedValue()
                let message = (error.pointee.message.map { String(cString: $0) } ?? "unknown error")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                guard !HTMLDocumentParser.isHTML5ElementUnknownToLibXML2(message) else { return }
                collector.errors.append(HTMLParseError(line: Int(error.pointee.line), message: message))
            }
            // `serror` is only consulted on a handler marked as SAX2; the HTML parser itself never
            // looks at the mark.
            context.pointee.sax.pointee.initialized = UInt32(XML_SAX2_MAGIC)
            context.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
            let options = Int32(
                HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
                    | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue
            )
            document = withExtendedLifetime(collector) {
                bytes.withUnsafeBufferPointer { buffer -> htmlDocPtr? in
                    // An empty array may have no base address; libxml2 wants a valid pointer.
                    let empty: [CChar] = [0]
                    return empty.withUnsafeBufferPointer { fallback in
                        let start = buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
                            ?? fallback.baseAddress!
                        return htmlCtxtReadMemory(context, start, Int32(clamping: buffer.count), nil, "UTF-8", options)
                    }
                }
            }
            context.pointee._private = nil
            htmlFreeParserCtxt(context)
        } else {
            collector.errors.append(HTMLParseError(line: 0, message: "libxml2 could not create a parser context"))
        }
        // Empty input leaves no document at all; an empty one keeps every query well-defined.
        return (document ?? htmlNewDocNoDtD(nil, nil), collector.errors)
    }

    /// libxml2 2.9's HTML parser knows HTML 4 only and calls every newer element "invalid";
    /// those messages are its limit, not the page's error, so they are not recorded.
    static func isHTML5ElementUnknownToLibXML2(_ message: String) -> Bool {
        guard message.hasPrefix("Tag "), message.hasSuffix(" invalid") else { return false }
        return html5Elements.contains(String(message.dropFirst(4).dropLast(8)))
    }

    private static let html5Elements: Set<String> = [
        "article", "aside", "audio", "bdi", "canvas", "data", "datalist", "details", "dialog", "embed",
        "figcaption", "figure", "footer", "header", "main", "mark", "meter", "nav", "output", "picture",
        "progress", "rp", "rt", "ruby", "search", "section", "source", "summary", "template", "time",
        "track", "video", "wbr",
    ]
}
