/// How the tags of a token list nest: which closing tag ends which opening tag, and what each
/// token sits in.
struct TagStructure {
    /// For an opening tag, the index of its closing tag; for a closing tag, its opening tag; else -1.
    private(set) var partner: [Int]
    /// The index of the innermost open pair around each token (for a closing tag: around its pair), or -1.
    private(set) var enclosing: [Int]
    /// Whether a token lies inside a parent tag pair but outside its blocks, where it is ignored.
    private(set) var ignored: [Bool]

    /// Matches the pairs of `tokens`, failing on the first unclosed, mismatched or stray closing tag.
    init(tokens: [Token], file: String) throws(TemplateError) {
        partner = Array(repeating: -1, count: tokens.count)
        enclosing = Array(repeating: -1, count: tokens.count)
        ignored = Array(repeating: false, count: tokens.count)
        var open: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            let container = open.last ?? -1
            if token.kind == .tag && token.tag == .close {
                guard let opener = open.popLast() else {
                    throw .unexpectedClosingTag(token.name, at: Self.location(of: token, in: file))
                }
                guard tokens[opener].name == token.name else {
                    throw .mismatchedClosingTag(expected: tokens[opener].name, found: token.name,
                                                at: Self.location(of: token, in: file))
                }
                partner[opener] = index
                partner[index] = opener
                enclosing[index] = enclosing[opener]
                ignored[index] = ignored[opener]
                continue
            }
            enclosing[index] = container
            if container >= 0 {
                let inParent = tokens[container].tag == .parent
                let isArgument = token.kind == .tag && token.tag == .block
                ignored[index] = ignored[container] || (inParent && !isArgument)
            }
            if token.kind == .tag && token.tag.opensPair {
                open.append(index)
            }
        }
        if let unclosed = open.last {
            throw .unclosedSection(tokens[unclosed].name, at: Self.location(of: tokens[unclosed], in: file))
        }
    }

    /// Whether the token is a block tag that passes an argument to the parent around it.
    func isArgument(_ index: Int, in tokens: [Token]) -> Bool {
        let container = enclosing[index]
        return container >= 0 && tokens[container].tag == .parent
    }

    static func location(of token: Token, in file: String) -> TemplateLocation {
        TemplateLocation(file: file, line: token.line, column: token.column)
    }
}
