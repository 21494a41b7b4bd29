/// A tag that groups reminders across lists (`groceries`, `Einkäufe`, `q3-report`): 1–30
/// letters, digits, `-` or `_`, at least one a letter, written without its `#`. Two tags are the
/// same tag when they differ only in case (`Home`, `home`); a tag keeps the spelling it was
/// first given.
public struct Tag: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The tag as first spelled, without `#`.
    public let name: String
    /// The name lowercased: what makes two spellings one tag, and their order.
    public let key: String

    /// The most characters a tag has.
    public static let maximumLength = 30
    /// The most tags one reminder carries.
    public static let limitPerReminder = 10

    /// The tag `text` names, with or without its leading `#`; nil when it is not one (empty,
    /// too long, a character other than a letter, digit, `-` or `_`, or no letter at all).
    public init?(_ text: some StringProtocol) {
        let text = Substring(text)
        let name = text.first == "#" ? text.dropFirst() : text
        guard (1...Self.maximumLength).contains(name.count),
              name.allSatisfy(Self.isTagCharacter), name.contains(where: { $0.isLetter })
        else { return nil }
        self.name = String(name)
        key = name.lowercased()
    }

    /// `#name`, as people type it.
    public var description: String { "#\(name)" }

    /// Two spellings of one tag are equal.
    public static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// In the order of their keys: `apples` before `Bread` before `cheese`.
    public static func < (lhs: Tag, rhs: Tag) -> Bool { lhs.key < rhs.key }

    /// Whether `character` may stand in a tag.
    static func isTagCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
    }
}
