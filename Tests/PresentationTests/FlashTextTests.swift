import Entities
import Mocks
@testable import Presentation
import Testing

/// A flash written in words by the catalog of the page that shows it: the same value in
/// English and in German, each argument in that language too.
struct FlashTextTests {
    private let english: StringCatalog
    private let german: StringCatalog

    init() throws {
        english = try StringCatalog.bundled(language: "en")
        german = try StringCatalog.bundled(language: "de")
    }

    @Test func aKeyAlone_isItsText_inEachLanguage() {
        #expect(FlashText(.settingsSaved).text(in: english) == "Settings saved.")
        #expect(FlashText(.settingsSaved).text(in: german) == "Einstellungen gespeichert.")
    }

    @Test func textArguments_areTheSameInEveryLanguage() {
        let deleted = FlashText(.listDeleted, .text("Einkauf"))
        #expect(deleted.text(in: english) == "List “Einkauf” deleted")
        #expect(deleted.text(in: german) == "Liste „Einkauf“ gelöscht")
    }

    @Test func numbers_fillTheirPlaceholders() {
        let imported = FlashText(.remindersImported, .number(12), .number(3))
        #expect(imported.text(in: english) == "12 added, 3 updated")
        #expect(imported.text(in: german) == "12 hinzugefügt, 3 aktualisiert")
    }

    /// A plural key's first argument is its count, which chooses the form.
    @Test(arguments: [
        (0, "There were no other sessions to sign out", "Du warst nirgendwo sonst angemeldet"),
        (1, "Signed out of 1 other session", "1 andere Sitzung wurde abgemeldet"),
        (3, "Signed out of 3 other sessions", "3 andere Sitzungen wurden abgemeldet"),
    ])
    func aPluralKey_takesTheFormOfItsCount(count: Int, inEnglish: String, inGerman: String) {
        let ended = FlashText(.otherSessionsEnded, .number(count))
        #expect(ended.text(in: english) == inEnglish)
        #expect(ended.text(in: german) == inGerman)
    }

    @Test func aKeyArgument_isWrittenInTheMessagesLanguage() {
        let sorted = FlashText(.listSorted, .key(.sortOrderDueDate))
        #expect(sorted.text(in: english) == "List sorted by: Due date")
        #expect(sorted.text(in: german) == "Liste sortiert nach: Fälligkeit")
    }

    /// Written in full: a flash has no "today" of its own to be relative to.
    @Test func aDate_isWrittenInFull_withItsTimeIfItHasOne() {
        let day = FlashText(.reminderAdvanced, .date(DueDate(date: .fixture("2026-11-24"))))
        let timed = FlashText(.reminderAdvanced, .date(DueDate(date: .fixture("2026-11-24"), time: .fixture("09:00"))))
        #expect(day.text(in: english) == "Done. Next due 24 Nov 2026")
        #expect(timed.text(in: english) == "Done. Next due 24 Nov 2026, 09:00")
        #expect(day.text(in: german) == "Erledigt. Wieder fällig: 24. Nov. 2026")
    }

    @Test(arguments: [0, 1, 2])
    func theDeletionFlash_namesTheSubtasksThatWentWithIt(subtasks: Int) {
        let expected = ["Reminder deleted", "Reminder and its 1 subtask deleted", "Reminder and its 2 subtasks deleted"][subtasks]
        #expect(FlashText.reminderDeleted(subtasks: subtasks).text(in: english) == expected)
    }

    /// A message from a cookie of an older version, or forged: not shown half-filled.
    @Test(arguments: [
        FlashText(.listDeleted), FlashText(.listDeleted, .text("A"), .text("B")), FlashText(.settingsSaved, .text("A")),
        FlashText(.otherSessionsEnded, .text("three")),
    ])
    func theWrongNumberOrKindOfArguments_isNoText(flash: FlashText) {
        #expect(flash.text(in: english) == nil)
    }
}
