extension ListColor {
    /// The palette colour nearest to `hex` (`#RRGGBB`, or `#RRGGBBAA` as Apple writes it, the
    /// `#` optional, either case), or nil when `hex` is not such a colour. Nearness is the
    /// "redmean" distance, a cheap weighting of RGB that follows the eye better than plain RGB;
    /// a canonical `hex` is its own colour. Alpha is ignored.
    public init?(nearestTo hex: String) {
        guard let target = RGB(hex: hex) else { return nil }
        self = ListColor.allCases.min { target.distance(to: RGB(hex: $0.hex)!) < target.distance(to: RGB(hex: $1.hex)!) }!
    }
}

/// A colour's three 8-bit channels.
private struct RGB {
    var red, green, blue: Int

    init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        // ASCII only: `isHexDigit` also takes the fullwidth forms, which no file means as a colour.
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let value = digits.prefix(6).reduce(0) { $0 << 4 | $1.hexDigitValue! }
        red = Int(value >> 16 & 0xFF)
        green = Int(value >> 8 & 0xFF)
        blue = Int(value & 0xFF)
    }

    /// The squared redmean distance (https://www.compuphase.com/cmetric.htm), scaled by 256.
    func distance(to other: RGB) -> Int {
        let meanRed = (red + other.red) / 2
        let (dr, dg, db) = (red - other.red, green - other.green, blue - other.blue)
        return (512 + meanRed) * dr * dr + 1024 * dg * dg + (767 - meanRed) * db * db
    }
}
