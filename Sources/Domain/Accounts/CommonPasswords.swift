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

    /// The list in the file at `url`; no URL (a resource not found) is an error too.
    public init(contentsOf url: URL?) throws {
        guard let url else { throw CocoaError(.fileReadNoSuchFile) }
        self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// The list shipped with Domain.
    public static func bundled() throws -> CommonPasswords {
        try CommonPasswords(contentsOf: Bundle.module.url(forResource: "common-passwords", withExtension: "txt"))
    }

    /// How many passwords the list holds.
    public var count: Int { passwords.count }

    public func contains(_ password: String) -> Bool {
        passwords.contains(password.lowercased())
    }
}
