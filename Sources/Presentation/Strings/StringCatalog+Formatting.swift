extension StringCatalog {
    /// `format` with its placeholders replaced: `%@`, `%d`, `%ld`, `%lld` take the next argument,
    /// `%1$@` (any specifier) a numbered one, `%%` is a percent sign. An argument that is missing
    /// shows as the placeholder itself, so that a mistake is visible rather than a crash.
    static func format(_ format: String, _ arguments: [any CustomStringConvertible]) -> String {
        // Most texts have no placeholder; every row of a page asks for a few of them.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        return TextPattern(format).filled(arguments)
    }
}

/// A catalog text read into literal runs and placeholders, to be filled many times (a page's
/// rows fill the same pattern) without scanning it again. See `StringCatalog.format(_:_:)`.
struct TextPattern: Sendable, Equatable {
    /// A run of literal text, or the argument at an index (with the placeholder's own text, shown
    /// when that argument is missing).
    enum Piece: Sendable, Equatable {
        case text(String)
        case argument(Int, placeholder: String)
    }

    let pieces: [Piece]

    /// Reads `format`'s placeholders.
    init(_ format: String) {
        // Placeholders are ASCII, so the text is scanned as UTF-8 bytes, not Characters.
        let bytes = Array(format.utf8)
        var pieces: [Piece] = []
        var text: [UInt8] = []
        func endText() {
            if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        var next = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                text.append(bytes[index])
                index += 1
                continue
            }
            let start = index
            index += 1
            var position: Int?
            let digitsStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            if index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
                position = Int(String(decoding: bytes[digitsStart..<index], as: UTF8.self)).map { $0 - 1 }
                index += 1
            } else if index > digitsStart {
                text += bytes[start..<index]
                continue
            }
            while index < bytes.count, bytes[index] == UInt8(ascii: "l") { index += 1 }
            guard index < bytes.count else {
                text += bytes[start...]
                break
            }
            let specifier = bytes[index]
            index += 1
            switch specifier {
            case UInt8(ascii: "%"):
                text.append(UInt8(ascii: "%"))
            case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
                let argumentIndex = position ?? next
                if position == nil { next += 1 }
                endText()
                pieces.append(.argument(argumentIndex, placeholder: String(decoding: bytes[start..<index], as: UTF8.self)))
            default:
                text += bytes[start..<index]
            }
        }
        endText()
        self.pieces = pieces
    }

    /// The text with `arguments` in its placeholders.
    func filled(_ arguments: [any CustomStringConvertible]) -> String {
        let texts = arguments.map(\.description)
        return filled(count: texts.count) { texts[$0] }
    }

    /// The text with `text` in its placeholder: a page's rows each name their reminder.
    func filled(_ text: String) -> String {
        filled(count: 1) { _ in text }
    }

    /// The text with two texts in its placeholders, without an array of existentials to hold
    /// them: a list page fills "day, time" for each of its rows.
    func filled(_ first: String, _ second: String) -> String {
        filled(count: 2) { $0 == 0 ? first : second }
    }

    /// Calls `body` with the pieces of `filled(text)` in order (literal runs and `text`), without
    /// making that string: a list page's rows write their labels so (see `FilledText`).
    func forEachPiece(filledWith text: String, _ body: (String) -> Void) {
        for piece in pieces { body(self.text(of: piece, count: 1) { _ in text }) }
    }

    /// The text with argument `i` of `count` in its placeholders; a placeholder past them shows as is.
    ///
    /// Measured first, then written into one allocation: growing the result piece by piece cost
    /// a reallocation and a copy for most of the seven labels of each of a list page's 50 rows.
    /// Under callgrind `filled` went from 503,000 to 473,000 instructions per list page (most of
    /// what is left is allocating and validating 350 strings: see `Benchmarks/README.md`); a
    /// `String` reserved and appended to cost more, 625,000.
    private func filled(count: Int, argument: (Int) -> String) -> String {
        var length = 0
        for piece in pieces { length += text(of: piece, count: count, argument: argument).utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var written = 0
            for piece in pieces {
                written += Self.copyUTF8(of: text(of: piece, count: count, argument: argument),
                                         to: UnsafeMutableBufferPointer(rebasing: buffer[written..<length]))
            }
            return written
        }
    }

    @inline(__always)
    private func text(of piece: Piece, count: Int, argument: (Int) -> String) -> String {
        switch piece {
        case .text(let text): text
        case .argument(let index, let placeholder): (0..<count).contains(index) ? argument(index) : placeholder
        }
    }

    /// Copies `text`'s UTF-8 bytes to the start of `target` (which has room), returning their count.
    @inline(__always)
    private static func copyUTF8(of text: String, to target: UnsafeMutableBufferPointer<UInt8>) -> Int {
        // Native and small strings are contiguous; another kind is copied byte by byte.
        text.utf8.withContiguousStorageIfAvailable { bytes in
            _ = target.initialize(fromContentsOf: bytes)
            return bytes.count
        } ?? target.initialize(from: text.utf8).1
    }
}
