/// A request whose head is parsed and whose body is being collected.
struct PendingBody {
    var request: HTTPRequest
    var continueSent = false
    private let limit: Int
    private var state: State

    private enum State {
        case fixed(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers(bytes: Int)
        case done
    }

    init(request: HTTPRequest, framing: BodyFraming, limit: Int) throws(HTTPParseError) {
        if let expectation = request.headers["Expect"], request.version == .http1_1,
           !expectation.equalsCaseInsensitively("100-continue") {
            throw .unsupportedExpectation(String(expectation.prefix(64)))
        }
        self.request = request
        self.limit = limit
        switch framing {
        case .none:
            state = .done
        case .length(let length):
            if length > limit { throw .bodyTooLarge(limit: limit) }
            // Room for the whole body is made when its first bytes arrive, after the server has
            // agreed to hold it.
            state = .fixed(remaining: length)
        case .chunked:
            state = .chunkSize
        }
    }

    /// The most body bytes this request can come to hold: its length, or for a chunked body the limit.
    var bytesToHold: Int {
        switch state {
        case .fixed(let remaining): remaining
        case .done: 0
        case .chunkSize, .chunkData, .chunkDataEnd, .trailers: limit
        }
    }

    /// Consumes body bytes from `buffer`; true once the whole body is in.
    mutating func decode(from buffer: inout InputBuffer) throws(HTTPParseError) -> Bool {
        while true {
            switch state {
            case .done:
                return true
            case .fixed(let remaining):
                // Taken as it arrives, so that the connection's input buffer never grows to the
                // body's size beside the body itself.
                let available = min(remaining, buffer.readableCount)
                guard available > 0 else { return false }
                if request.body.isEmpty { request.body.reserveCapacity(remaining) }
                take(available, from: &buffer)
                state = available == remaining ? .done : .fixed(remaining: remaining - available)
            case .chunkSize:
                guard let line = try takeLine(from: &buffer, maxLength: 1024) else { return false }
                let size = try Self.parseChunkSize(line)
                if size > limit - request.body.count { throw .bodyTooLarge(limit: limit) }
                state = size == 0 ? .trailers(bytes: 0) : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let available = min(remaining, buffer.readableCount)
                guard available > 0 else { return false }
                take(available, from: &buffer)
                state = available == remaining ? .chunkDataEnd : .chunkData(remaining: remaining - available)
            case .chunkDataEnd:
                guard buffer.readableCount >= 2 else { return false }
                let isCRLF = buffer.withReadableBytes { $0[0] == ASCII.cr && $0[1] == ASCII.lf }
                guard isCRLF else { throw .invalidChunk("chunk data not followed by CRLF") }
                buffer.consume(2)
                state = .chunkSize
            case .trailers(let bytes):
                guard let line = try takeLine(from: &buffer, maxLength: 8 * 1024) else { return false }
                if line.isEmpty {
                    state = .done
                    continue
                }
                if bytes + line.count > 8 * 1024 { throw .invalidChunk("trailers too large") }
                try Self.validateTrailer(line)
                state = .trailers(bytes: bytes + line.count + 2)
            }
        }
    }

    private mutating func take(_ count: Int, from buffer: inout InputBuffer) {
        buffer.withReadableBytes { request.body.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        buffer.consume(count)
    }

    /// One CRLF-terminated line, without its CRLF, or nil if it has not fully arrived.
    private func takeLine(from buffer: inout InputBuffer, maxLength: Int) throws(HTTPParseError) -> [UInt8]? {
        let found: Int? = try buffer.withReadableBytes { bytes throws(HTTPParseError) in
            guard let lf = bytes.firstIndex(of: ASCII.lf) else {
                if bytes.count > maxLength + 1 { throw .invalidChunk("line too long") }
                return nil
            }
            guard lf > 0, bytes[lf - 1] == ASCII.cr else { throw .bareLineFeed }
            if lf - 1 > maxLength { throw .invalidChunk("line too long") }
            return lf
        }
        guard let lf = found else { return nil }
        let line = buffer.withReadableBytes { Array($0[..<(lf - 1)]) }
        buffer.consume(lf + 1)
        return line
    }

    /// `chunk-size [ ; ext ]`: one to fifteen hex digits, no `0x`, no sign, no whitespace.
    static func parseChunkSize(_ line: [UInt8]) throws(HTTPParseError) -> Int {
        let sizeEnd = line.firstIndex(of: ASCII.semicolon) ?? line.count
        let digits = line[..<sizeEnd]
        guard !digits.isEmpty else { throw .invalidChunk("missing chunk size") }
        guard digits.count <= 15 else { throw .invalidChunk("chunk size overflows") }
        var size = 0
        for byte in digits {
            guard let value = ASCII.hexValue(byte) else { throw .invalidChunk("chunk size is not hexadecimal") }
            size = size << 4 | Int(value)
        }
        for byte in line[sizeEnd...] where !ASCII.isFieldValueByte(byte) {
            throw .invalidChunk("control byte in a chunk extension")
        }
        return size
    }

    private static func validateTrailer(_ line: [UInt8]) throws(HTTPParseError) {
        guard let colon = line.firstIndex(of: ASCII.colon), colon > 0,
              line[..<colon].allSatisfy(ASCII.isTokenCharacter),
              line[(colon + 1)...].allSatisfy(ASCII.isFieldValueByte)
        else { throw .invalidChunk("malformed trailer field") }
    }
}
