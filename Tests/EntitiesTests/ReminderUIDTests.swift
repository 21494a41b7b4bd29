import Entities
import Foundation
import Testing

struct ReminderUIDTests {
    @Test func aNewUID_isALowerCaseUUID_differentEachTime() throws {
        let first = ReminderUID.random()
        let second = ReminderUID.random()

        #expect(first != second)
        #expect(first.text == first.text.lowercased())
        #expect(UUID(uuidString: first.text) != nil)
        #expect(first.description == first.text)
        #expect(ReminderUID(first.text) == first)
    }

    /// Letters beyond ASCII and a no-break space are no control characters; the length counts
    /// characters, not bytes.
    @Test(arguments: [
        "reminder-1", "040000E00074C5B7@example.com", String(repeating: "u", count: ReminderUID.maximumLength),
        "käse-\u{A0}-ü", String(repeating: "é", count: ReminderUID.maximumLength),
    ])
    func aFilesUID_isKept_asWritten(text: String) {
        #expect(ReminderUID(text)?.text == text)
    }

    /// Control characters are C0, DEL and C1 (Unicode's general category Cc, exactly these).
    @Test(arguments: [
        "", "line\nbreak", "tab\there", "nul\u{0}", "del\u{7F}", "next line\u{85}", "c1\u{9F}",
        String(repeating: "u", count: ReminderUID.maximumLength + 1), String(repeating: "é", count: ReminderUID.maximumLength + 1),
    ])
    func aUIDThatIsEmptyTooLongOrHasControlCharacters_isNone(text: String) {
        #expect(ReminderUID(text) == nil)
    }

    /// The range check is Unicode's own category, over every scalar of the first planes.
    @Test func theControlCharacters_areExactlyUnicodesCategoryCc() {
        let differing = (0...0x2FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            (ReminderUID("a" + String(scalar)) == nil) != (scalar.properties.generalCategory == .control)
        }
        #expect(differing.isEmpty, "\(differing.prefix(5).map(\.value))")
    }
}
