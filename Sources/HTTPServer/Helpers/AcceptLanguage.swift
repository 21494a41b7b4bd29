extension HTTPRequest {
    /// The language ranges of `Accept-Language` (RFC 9110 §12.5.4), most wanted first: each
    /// lowercased (`de-at`), ordered by quality (`q`) and, at equal quality, as sent; ranges with
    /// `q=0` (not acceptable), `*`, and malformed entries left out. Empty without the field.
    public var acceptedLanguages: [String] {
        var ranges: [(range: String, quality: Double, position: Int)] = []
        for value in headers.values(for: "Accept-Language") {
            for entry in value.split(separator: ",") {
                let parts = entry.split(separator: ";")
                guard let first = parts.first else { continue }
                let range = first.trimmingASCIIWhitespace().lowercased()
                guard Self.isLanguageRange(range) else { continue }
                var quality = 1.0
                for parameter in parts.dropFirst() {
                    let pair = parameter.trimmingASCIIWhitespace()
                    guard pair.lowercased().hasPrefix("q=") else { continue }
                    quality = Double(pair.dropFirst(2)).map { min(max($0, 0), 1) } ?? 0
                }
                if quality > 0 { ranges.append((range, quality, ranges.count)) }
            }
        }
        return ranges.sorted { ($0.quality, -$0.position) > ($1.quality, -$1.position) }.map(\.range)
    }

    /// Whether `range` is a language tag of letters and digits in subtags of 1–8, the first of
    /// letters only (`de`, `de-at`, `zh-hant-tw`); `*` is not one.
    private static func isLanguageRange(_ range: String) -> Bool {
        let subtags = range.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first, primary.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
