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

/// The check reads eight bytes at once: a control character or a C1 pair at every place of a
/// longer text is found, and every other byte at every place is not.
struct ReminderUIDWordCheckTests {
    @Test(arguments: [Unicode.Scalar(0)!, "\n", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}"])
    func aControlCharacter_isFoundAtEveryPlace(scalar: Unicode.Scalar) {
        for place in 0..<24 {
            let text = String(repeating: "a", count: place) + String(scalar) + String(repeating: "b", count: 23 - place)
            #expect(ReminderUID(text) == nil, "at \(place)")
        }
    }

    @Test func everyOtherASCIIByte_andC1LookalikesElsewhere_areKept() {
        for value in UInt8(0x20)...0x7E {
            for place in 0..<17 {
                let text = String(repeating: "a", count: place) + String(UnicodeScalar(value)) + String(repeating: "b", count: 16 - place)
                #expect(ReminderUID(text)?.text == text, "\(value) at \(place)")
            }
        }
        // U+0100 is C4 80 and U+0160 is C5 A0: continuation bytes in 0x80–0x9F after a lead other than C2.
        #expect(ReminderUID("abcdefg\u{100}hijklmno\u{160}") != nil)
    }
}
