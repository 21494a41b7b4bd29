import Foundation

/// A list of passwords too common to accept, compared ignoring case.
public protocol CommonPasswordList: Sendable {
    /// Whether `password` is on the list, ignoring case.
    func contains(_ password: String) -> Bool
}

/// The most common passwords, from a text file of one password per line.
///
/// The bundled `common-passwords.txt` holds the 5,000 most frequent passwords of 8 to 128
/// characters (shorter ones are refused by length anyway), lowercased: from the `passwords`
/// frequency list of zxcvbn 4.4.28 (MIT; Debian's `python3-zxcvbn`), merged with Openwall's
/// `password.lst` (public domain; Debian's `john-data` 1.9.0). `scripts/common-passwords.py`
/// rebuilds it. It is read once, at start-up.
public struct CommonPasswords: CommonPasswordList {
    private let passwords: Set<String>

    /// The passwords of `text`, one per line; blank lines and lines starting with `#` are skipped.
    public init(text: String) {
        passwords = Set(text.split(whereSeparator: \.isNewline).compactMap { line in
            line.isEmpty || line.hasPrefix("#") ? nil : line.lowercased()
        })
    }

    /// The list shipped with Domain.
    public static func bundled() throws -> CommonPasswords {
        let url = Bundle.module.url(forResource: "common-passwords", withExtension: "txt")
            ?? Bundle.module.bundleURL.appendingPathComponent("common-passwords.txt")
        return CommonPasswords(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// How many passwords the list holds.
    public var count: Int { passwords.count }

    public func contains(_ password: String) -> Bool {
        passwords.contains(password.lowercased())
    }
}
