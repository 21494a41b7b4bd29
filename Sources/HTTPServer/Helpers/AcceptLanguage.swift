extension HTTPRequest {
    /// The language ranges of `Accept-Language` (RFC 9110 §12.5.4), most wanted first: each
    /// lowercased (`de-at`), ordered by quality (`q`) and, at equal quality, as sent; ranges with
    /// `q=0` (not acceptable), `*`, and malformed entries left out. Empty without the field.
    ///
    /// Read from the field's bytes: browsers send a handful of ranges with every request, and
    /// reading them as `Character`s cost tens of thousands of instructions per request.
    public var acceptedLanguages: [String] {
        var ranges: [(range: String, quality: Int, position: Int)] = []
        for value in headers.values(for: "Accept-Language") {
            for entry in value.utf8.split(separator: ASCII.comma) {
                var parts = entry.split(separator: ASCII.semicolon, omittingEmptySubsequences: false)[...]
                guard let first = parts.popFirst(), let range = Self.languageRange(Substring(first).trimmingASCIIWhitespace().utf8) else { continue }
                var quality = 1000
                for parameter in parts {
                    let pair = Substring(parameter).trimmingASCIIWhitespace().utf8
                    guard pair.count >= 2, ASCII.lowercased(pair[pair.startIndex]) == UInt8(ascii: "q"),
                          pair[pair.index(after: pair.startIndex)] == ASCII.equals
                    else { continue }
                    quality = Self.quality(pair.dropFirst(2)) ?? 0
                }
                if quality > 0 { ranges.append((range, quality, ranges.count)) }
            }
        }
        return ranges.sorted { ($0.quality, -$0.position) > ($1.quality, -$1.position) }.map(\.range)
    }

    /// The range lowercased, when it is a language tag of ASCII letters and digits in subtags of
    /// 1–8, the first of letters only (`de`, `de-AT`, `zh-Hant-TW`); nil otherwise, `*` included.
    private static func languageRange(_ bytes: Substring.UTF8View.SubSequence) -> String? {
        var lowered: [UInt8] = []
        lowered.reserveCapacity(bytes.count)
        var subtagLength = 0
        var isFirstSubtag = true
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                guard subtagLength > 0 else { return nil }
                subtagLength = 0
                isFirstSubtag = false
            } else {
                let letter = ASCII.lowercased(byte)
                let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(letter)
                guard isLetter || (!isFirstSubtag && ASCII.isDigit(byte)) else { return nil }
                subtagLength += 1
                guard subtagLength <= 8 else { return nil }
            }
            lowered.append(ASCII.lowercased(byte))
        }
        guard subtagLength > 0 else { return nil }
        return String(decoding: lowered, as: UTF8.self)
    }

    /// A quality value (`0`, `0.8`, `1`, `1.000`) in thousandths, clamped to 1000; nil when it
    /// is not one.
    private static func quality(_ bytes: Substring.UTF8View.SubSequence) -> Int? {
        var whole = 0
        var fraction = 0
        var fractionDigits = 0
        var seenPoint = false
        var seenDigit = false
        for byte in bytes {
            if byte == UInt8(ascii: "."), !seenPoint, seenDigit {
                seenPoint = true
            } else if ASCII.isDigit(byte) {
                seenDigit = true
                let digit = Int(byte - UInt8(ascii: "0"))
                if seenPoint {
                    guard fractionDigits < 3 else { continue }
                    fraction = fraction * 10 + digit
                    fractionDigits += 1
                } else {
                    guard whole < 1000 else { continue }
                    whole = whole * 10 + digit
                }
            } else {
                return nil
            }
        }
        guard seenDigit else { return nil }
        while fractionDigits < 3 {
            fraction *= 10
            fractionDigits += 1
        }
        return min(whole * 1000 + fraction, 1000)
    }
}
