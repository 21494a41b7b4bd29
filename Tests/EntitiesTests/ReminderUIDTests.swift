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

    @Test(arguments: ["reminder-1", "040000E00074C5B7@example.com", String(repeating: "u", count: ReminderUID.maximumLength)])
    func aFilesUID_isKept_asWritten(text: String) {
        #expect(ReminderUID(text)?.text == text)
    }

    @Test(arguments: ["", "line\nbreak", "tab\there", String(repeating: "u", count: ReminderUID.maximumLength + 1)])
    func aUIDThatIsEmptyTooLongOrHasControlCharacters_isNone(text: String) {
        #expect(ReminderUID(text) == nil)
    }
}
