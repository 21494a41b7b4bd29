import Glibc

/// Finds the end of a request head as bytes arrive, enforcing the size limits on the way,
/// so a client cannot make the server buffer an endless head.
struct HeadScanner {
    /// Where the current, incomplete line starts (relative to the unconsumed bytes).
    private var lineStart = 0
    /// Where the request line starts, after any leading empty lines.
    private var requestStart = 0
    private var sawRequestLine = false
    private var headerCount = 0
    private var headerBytes = 0
    private var emptyLinesSkipped = 0

    /// The head's span, from the request line to the CRLF that ends it, once it is complete.
    struct Span { var start: Int; var end: Int }

    /// Scans newly arrived bytes; returns the head's span once the empty line that ends it arrives.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, limits: RequestDecoder.Limits) throws(HTTPParseError) -> Span? {
        guard let base = bytes.baseAddress else { return nil }
        while true {
            let remaining = bytes.count - lineStart
            guard remaining > 0,
                  let found = memchr(base + lineStart, Int32(ASCII.lf), remaining)
            else {
                try checkPartialLine(length: remaining, limits: limits)
                return nil
            }
            let lf = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard lf > lineStart, bytes[lf - 1] == ASCII.cr else { throw .bareLineFeed }
            let length = lf - 1 - lineStart
            let nextLine = lf + 1
            if !sawRequestLine {
                if length == 0 {
                    // RFC 9112 §2.2: a server should ignore empty lines before the request line.
                    emptyLinesSkipped += 1
                    if emptyLinesSkipped > 4 { throw .malformedRequestLine("empty lines before the request line") }
                    requestStart = nextLine
                } else {
                    if length > limits.maxRequestLineLength { throw .requestLineTooLong }
                    sawRequestLine = true
                }
            } else if length == 0 {
                return Span(start: requestStart, end: nextLine)
            } else {
                if length > limits.maxHeaderLineLength { throw .headerLineTooLong }
                headerCount += 1
                headerBytes += length + 2
                if headerCount > limits.maxHeaderCount { throw .tooManyHeaders }
                if headerBytes > limits.maxHeaderBytes { throw .headersTooLarge }
            }
            lineStart = nextLine
        }
    }

    private func checkPartialLine(length: Int, limits: RequestDecoder.Limits) throws(HTTPParseError) {
        if !sawRequestLine {
            if length > limits.maxRequestLineLength + 1 { throw .requestLineTooLong }
        } else {
            if length > limits.maxHeaderLineLength + 1 { throw .headerLineTooLong }
            if headerBytes + length > limits.maxHeaderBytes + 1 { throw .headersTooLarge }
        }
    }
}
