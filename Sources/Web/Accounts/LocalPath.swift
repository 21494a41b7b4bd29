/// The rule for where to go after signing in (`next`): a path of this app, or `/`.
enum LocalPath {
    /// `text` if it is a local path — one `/` then anything but a second `/` or a `\`, and no
    /// control character or backslash anywhere — else `/`. `//evil.example`, `/\evil`,
    /// `https://evil.example` and `evil` all become `/`: a browser would leave the site for them.
    static func sanitized(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count <= 2000, bytes.first == UInt8(ascii: "/"),
              bytes.count == 1 || (bytes[1] != UInt8(ascii: "/") && bytes[1] != UInt8(ascii: "\\")),
              !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") })
        else { return "/" }
        return text
    }
}
