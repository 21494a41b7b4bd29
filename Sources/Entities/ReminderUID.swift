import Foundation

/// A reminder's identity outside this app: the `UID` of its VTODO and the `uid` of the JSON
/// export. Given when the reminder is created (`random()`), kept on every edit, and unique among
/// everyone's reminders, so that a file imported again finds the reminders it made.
///
/// The one place for the rule: how a new one is made, and which text a file's `UID` may be for
/// this app to keep it — 1 to `maximumLength` characters, without control characters (RFC 5545
/// asks for a globally unique text and says no more; other apps write UUIDs, `…@host` names and
/// `reminder-1`).
public struct ReminderUID: Sendable, Hashable, CustomStringConvertible {
    /// The longest uid kept, in characters; a file's longer one is replaced by a new one.
    public static let maximumLength = 255

    /// The uid as stored and written.
    public let text: String

    /// The uid `text`, or nil when it is empty, longer than `maximumLength` characters, or holds
    /// a control character.
    ///
    /// Every reminder read from storage passes here, so the check is cheap: the control
    /// characters are the code points Unicode gives the general category Cc, which is exactly
    /// C0, DEL and C1, found in the UTF-8 bytes (a look-up of each scalar's properties cost about
    /// 600,000 instructions a list page, and walking the scalars with a range check still
    /// 66,000), and characters are counted only when the bytes alone could be too many.
    public init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= Self.maximumLength || text.count <= Self.maximumLength,
              !Self.hasControlCharacter(text)
        else { return nil }
        self.text = text
    }

    /// Whether `text` holds a control character (general category Cc: U+0000–U+001F,
    /// U+007F–U+009F): in UTF-8 a byte below 0x20, 0x7F, or 0xC2 followed by 0x80–0x9F (any
    /// other byte in 0x80–0x9F continues another character). Eight bytes of ASCII are checked at
    /// once (a uid is mostly a UUID's 36): byte by byte, the check cost 650 instructions a row.
    private static func hasControlCharacter(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                let ones: UInt64 = 0x0101_0101_0101_0101
                // A byte of 0x80 or more: not ASCII, checked byte by byte below.
                if word & high != 0 { break }
                // A byte below 0x20, or a byte equal to 0x7F (a zero byte once 0x7F is taken away).
                let belowSpace = (word &- 0x20 &* ones) & ~word & high
                let delete = word ^ (0x7F &* ones)
                if belowSpace != 0 || (delete &- ones) & ~delete & high != 0 { return true }
                index += 8
            }
            var afterC2 = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F || (afterC2 && byte <= 0x9F) { return true }
                afterC2 = byte == 0xC2
                index += 1
            }
            return false
        }
    }

    /// A new uid, for a reminder being created: a random (version 4) UUID in lower case,
    /// `0c6f…-…`, unique without asking anyone.
    public static func random() -> ReminderUID {
        ReminderUID(uncheckedText: UUID().uuidString.lowercased())
    }

    private init(uncheckedText text: String) {
        self.text = text
    }

    /// The uid's text.
    public var description: String { text }
}
