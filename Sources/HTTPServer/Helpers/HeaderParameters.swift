/// A header value with parameters, `value; name=value; …` (RFC 9110 §5.6.6), as `Content-Type`
/// and a part's `Content-Disposition` write it: parsed strictly, parameter values unquoted.
struct HeaderParameters: Equatable {
    /// The value before the first `;`, without surrounding whitespace (`multipart/form-data`, `form-data`).
    let value: Substring
    /// The parameters in order, names lowercased, values without their quotes and escapes.
    let parameters: [Parameter]

    /// One `name=value` parameter.
    struct Parameter: Equatable {
        let name: String
        let value: String
    }

    /// Parses `text`; nil when a parameter is not `token=token` or `token="quoted string"`, has
    /// whitespace around its `=`, an unterminated quote or a control byte, or repeats a name.
    init?(parsing text: String) {
        let bytes = Array(text.utf8)
        let semicolon = bytes.firstIndex(of: ASCII.semicolon) ?? bytes.endIndex
        var reader = Reader(bytes: bytes, position: semicolon)
        var parameters: [Parameter] = []
        var names: Set<String> = []
        do {
            while let parameter = try reader.nextParameter() {
                guard names.insert(parameter.name).inserted else { return nil }
                parameters.append(parameter)
            }
        } catch {
            return nil
        }
        self.value = String(decoding: bytes[..<semicolon], as: UTF8.self).trimmingASCIIWhitespace()
        self.parameters = parameters
    }

    /// The value of the parameter `name` (given in lower case).
    subscript(name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }

    /// Why the reader stopped: the parameters do not follow the grammar.
    private struct Malformed: Error {}

    /// Reads `*( OWS ";" OWS [ parameter ] )` from a position at a `;` or at the end.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int

        /// The next parameter, nil at the end; empty parameters (`;;`) are skipped.
        mutating func nextParameter() throws(Malformed) -> Parameter? {
            while true {
                skipWhitespace()
                guard position < bytes.count else { return nil }
                guard bytes[position] == ASCII.semicolon else { throw Malformed() }
                position += 1
                skipWhitespace()
                guard position < bytes.count, bytes[position] != ASCII.semicolon else { continue }
                return try parameter()
            }
        }

        private mutating func parameter() throws(Malformed) -> Parameter {
            let name = token()
            guard !name.isEmpty, position < bytes.count, bytes[position] == ASCII.equals else { throw Malformed() }
            position += 1
            let value: [UInt8]
            if position < bytes.count, bytes[position] == ASCII.quote {
                value = try quotedString()
            } else {
                value = Array(token())
                guard !value.isEmpty else { throw Malformed() }
            }
            return Parameter(name: String(decoding: name.map(ASCII.lowercased), as: UTF8.self), value: String(decoding: value, as: UTF8.self))
        }

        private mutating func token() -> ArraySlice<UInt8> {
            let start = position
            while position < bytes.count, ASCII.isTokenCharacter(bytes[position]) { position += 1 }
            return bytes[start..<position]
        }

        /// A quoted-string's content with each `\x` read as `x` (RFC 9110 §5.6.4); malformed
        /// when it does not end or holds a control byte.
        private mutating func quotedString() throws(Malformed) -> [UInt8] {
            var content: [UInt8] = []
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case ASCII.quote:
                    return content
                case ASCII.backslash:
                    guard position < bytes.count, ASCII.isFieldValueByte(bytes[position]) else { throw Malformed() }
                    content.append(bytes[position])
                    position += 1
                case _ where ASCII.isFieldValueByte(byte):
                    content.append(byte)
                default:
                    throw Malformed()
                }
            }
            throw Malformed()
        }

        private mutating func skipWhitespace() {
            while position < bytes.count, bytes[position] == ASCII.space || bytes[position] == ASCII.tab { position += 1 }
        }
    }
}
