/// Applies Mustache's whitespace rules to a token list: standalone lines, the indentation of
/// partials, parents and blocks, and the re-indentation of blocks (the spec's `~inheritance`).
///
/// A tag "clears left" when only blanks stand between the start of its line and it, and "clears
/// right" when only blanks stand between it and the end of its line. A standalone tag takes its
/// whole line with it. Parent and block pairs are judged as pairs: their opening tag clears left
/// and their closing tag clears right. A block whose opening tag clears right has *intrinsic*
/// indentation, the blanks that start its first line; they are removed from each of its lines and
/// the indentation of the site where the block is expanded is added instead.
struct Whitespace {
    private(set) var tokens: [Token]
    private let source: [UInt8]
    private let structure: TagStructure
    /// Tokens (blanks and line endings) that belong to a standalone tag and are not rendered.
    private(set) var removed: [Bool]
    /// Tags that stand alone on their line (or pairs that do, for parents and blocks).
    private(set) var standalone: [Bool]
    /// For standalone partial, parent and block sites: the indentation to add to each line.
    private(set) var indentation: [[UInt8]]
    private var lineStart: [Int]
    private var lineEnd: [Int]

    init(tokens: [Token], source: [UInt8], structure: TagStructure) {
        self.tokens = tokens
        self.source = source
        self.structure = structure
        removed = Array(repeating: false, count: tokens.count)
        standalone = Array(repeating: false, count: tokens.count)
        indentation = Array(repeating: [], count: tokens.count)
        lineStart = Array(repeating: 0, count: tokens.count)
        lineEnd = Array(repeating: tokens.count, count: tokens.count)
        var start = 0
        for index in tokens.indices {
            lineStart[index] = start
            if tokens[index].kind == .newline { start = index + 1 }
        }
        var end = tokens.count
        for index in tokens.indices.reversed() {
            if tokens[index].kind == .newline { end = index }
            lineEnd[index] = end
        }
    }

    /// Applies the rules to every tag, in source order so that outer blocks are re-indented first.
    mutating func apply() {
        for index in tokens.indices where tokens[index].kind == .tag && !structure.ignored[index] {
            switch tokens[index].tag {
            case .section, .inverted, .comment, .delimiters:
                applyStandalone(index)
            case .close:
                let opener = structure.partner[index]
                if tokens[opener].tag == .section || tokens[opener].tag == .inverted {
                    applyStandalone(index)
                }
            case .partial:
                let indent = leadingBlanks(index)
                if applyStandalone(index) { indentation[index] = indent }
            case .parent:
                applyParent(index)
            case .block:
                if structure.isArgument(index, in: tokens) {
                    applyArgument(index)
                } else {
                    applyParameter(index)
                }
            case .none, .variable, .unescaped:
                break
            }
        }
    }

    @discardableResult
    private mutating func applyStandalone(_ index: Int) -> Bool {
        guard clearsLeft(index) && clearsRight(index) else { return false }
        standalone[index] = true
        removeLeading(index)
        removeTrailing(index)
        return true
    }

    private mutating func applyParent(_ open: Int) {
        let close = structure.partner[open]
        guard clearsLeft(open) && clearsRight(close) else { return }
        standalone[open] = true
        indentation[open] = leadingBlanks(open)
        removeLeading(open)
        removeTrailing(close)
    }

    /// A block inside a parent pair: the content passed to the parent.
    private mutating func applyArgument(_ open: Int) {
        let close = structure.partner[open]
        if clearsRight(open) {
            removeTrailing(open)
            reindent(from: open, to: close, removing: intrinsicIndentation(after: open, before: close))
        }
        if clearsLeft(close) { removeLeading(close) }
    }

    /// A block outside a parent pair: a place that an inheriting template may fill.
    private mutating func applyParameter(_ open: Int) {
        let close = structure.partner[open]
        let openAlone = clearsLeft(open) && clearsRight(open)
        let closeAlone = clearsLeft(close) && clearsRight(close)
        let pairAlone = clearsLeft(open) && clearsRight(close)
        if openAlone && clearsRight(close) {
            let intrinsic = intrinsicIndentation(after: open, before: close)
            reindent(from: open, to: close, removing: intrinsic)
            indentation[open] = intrinsic
        } else if pairAlone {
            indentation[open] = leadingBlanks(open)
        }
        standalone[open] = pairAlone
        if openAlone {
            removeLeading(open)
            removeTrailing(open)
        } else if pairAlone {
            removeLeading(open)
        }
        if closeAlone {
            removeLeading(close)
            removeTrailing(close)
        }
    }
}

extension Whitespace {
    private func clearsLeft(_ index: Int) -> Bool {
        (lineStart[index]..<index).allSatisfy { tokens[$0].isBlank(in: source) }
    }

    private func clearsRight(_ index: Int) -> Bool {
        (index + 1..<lineEnd[index]).allSatisfy { tokens[$0].isBlank(in: source) }
    }

    private func leadingBlanks(_ index: Int) -> [UInt8] {
        (lineStart[index]..<index).flatMap { source[tokens[$0].start..<tokens[$0].end] }
    }

    private mutating func removeLeading(_ index: Int) {
        for blank in lineStart[index]..<index { removed[blank] = true }
    }

    private mutating func removeTrailing(_ index: Int) {
        for blank in index + 1..<lineEnd[index] { removed[blank] = true }
        if lineEnd[index] < tokens.count { removed[lineEnd[index]] = true }
    }

    /// The blanks that start the line after a block's opening tag.
    private func intrinsicIndentation(after open: Int, before close: Int) -> [UInt8] {
        let first = lineEnd[open] + 1
        guard first < close, tokens[first].kind == .text else { return [] }
        var bytes: [UInt8] = []
        for index in tokens[first].start..<tokens[first].end {
            let byte = source[index]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
            bytes.append(byte)
        }
        return bytes
    }

    /// Removes `prefix` (as far as it matches) from the start of every line between two tags.
    private mutating func reindent(from open: Int, to close: Int, removing prefix: [UInt8]) {
        guard !prefix.isEmpty else { return }
        for index in open + 1..<close where tokens[index].kind == .newline {
            let first = index + 1
            guard first < close, tokens[first].kind == .text else { continue }
            var matched = 0
            while matched < prefix.count, tokens[first].start + matched < tokens[first].end,
                  source[tokens[first].start + matched] == prefix[matched] {
                matched += 1
            }
            tokens[first].start += matched
        }
    }
}
