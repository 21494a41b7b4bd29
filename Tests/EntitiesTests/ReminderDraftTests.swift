import Entities
import Testing

struct ReminderDraftTests {
    @Test func init_defaultsToNoNotesDueDateOrPriority_andNoFlag() {
        let draft = ReminderDraft(title: "Buy milk")
        #expect(draft == ReminderDraft(title: "Buy milk", notes: nil, dueDate: nil, dueTime: nil, priority: .none, isFlagged: false))
    }

    @Test func aFlaggedDraft_staysFlaggedOnceValidated() {
        let draft = ReminderDraft(title: "  Buy milk ", isFlagged: true)
        #expect(draft.validated() == .success(ReminderDraft(title: "Buy milk", isFlagged: true)))
    }

    @Test func aLink_isTrimmed_andKeptOnceValidated() {
        let draft = ReminderDraft(title: "Pay rent", link: "  https://example.com/rent ")
        #expect(draft.validated() == .success(ReminderDraft(title: "Pay rent", link: "https://example.com/rent")))
        #expect(draft.webLink == WebLink("https://example.com/rent"))
    }

    @Test(arguments: [nil, "", "  \n "] as [String?])
    func aMissingOrEmptyLink_isNone(link: String?) {
        #expect(ReminderDraft(title: "Pay rent", link: link).validated() == .success(ReminderDraft(title: "Pay rent")))
    }

    @Test(arguments: ["javascript:alert(1)", "mailto:rent@example.com", "example.com/rent", "https://exa mple.com"])
    func aLinkThatIsNoWebLink_isMalformed_besideTheOtherIssues(link: String) {
        let draft = ReminderDraft(title: "ab", link: link)
        #expect(draft.validated() == .failure(ValidationErrors([.title: .tooShort(minimum: 3), .link: .malformed])))
        #expect(draft.webLink == nil)
    }

    @Test func aLinkLongerThan2000_isTooLong() {
        let draft = ReminderDraft(title: "Pay rent", link: "https://example.com/" + String(repeating: "a", count: 1981))
        #expect(draft.validated() == .failure(ValidationErrors([.link: .tooLong(maximum: 2000)])))
    }

    @Test func rules_areTitle3To100_andNotesUpTo2000() {
        #expect(ReminderDetails.titleRule == TextRule(length: 3...100))
        #expect(ReminderDetails.notesRule == TextRule(length: 0...2000))
    }

    @Test func due_isNoneWithoutADay() {
        #expect(ReminderDraft(title: "Buy milk").due == nil)
        #expect(ReminderDraft(title: "Buy milk", dueTime: time("10:00")).due == nil)
    }

    @Test func due_combinesTheDayAndTheTime() {
        let draft = ReminderDraft(title: "Buy milk", dueDate: day("2026-11-21"), dueTime: time("10:00"))
        #expect(draft.due == DueDate(date: day("2026-11-21"), time: time("10:00")))
        #expect(ReminderDraft(title: "Buy milk", dueDate: day("2026-11-21")).due == DueDate(date: day("2026-11-21")))
    }

    @Test func validDraft_isPrepared_withTitleAndNotesTrimmed() {
        let draft = ReminderDraft(
            title: "  Buy milk\n", notes: "\n Semi-skimmed \n", dueDate: day("2026-11-21"), dueTime: time("10:00"), priority: .high
        )
        #expect(draft.validated() == .success(ReminderDraft(
            title: "Buy milk", notes: "Semi-skimmed", dueDate: day("2026-11-21"), dueTime: time("10:00"), priority: .high
        )))
    }

    @Test(arguments: [nil, "", "   ", "\n\t "] as [String?])
    func missingEmptyOrWhitespaceNotes_becomeNone(notes: String?) {
        #expect(ReminderDraft(title: "Buy milk", notes: notes).validated() == .success(ReminderDraft(title: "Buy milk", notes: nil)))
    }

    @Test func titleShorterThan3_isRejected() {
        #expect(ReminderDraft(title: " ab ").validated() == .failure(ValidationErrors([.title: .tooShort(minimum: 3)])))
    }

    @Test func titleOf3_or100Characters_isAccepted() {
        #expect(ReminderDraft(title: "abc").validated() == .success(ReminderDraft(title: "abc")))
        let hundred = String(repeating: "é", count: 100)
        #expect(ReminderDraft(title: hundred).validated() == .success(ReminderDraft(title: hundred)))
    }

    @Test func titleLongerThan100_isRejected() {
        let draft = ReminderDraft(title: String(repeating: "a", count: 101))
        #expect(draft.validated() == .failure(ValidationErrors([.title: .tooLong(maximum: 100)])))
    }

    @Test func whitespaceOnlyTitle_isEmpty() {
        #expect(ReminderDraft(title: " \n ").validated() == .failure(ValidationErrors([.title: .empty])))
    }

    @Test func notesOf2000Characters_areAccepted_and2001Rejected() {
        let notes = String(repeating: "n", count: 2000)
        #expect(ReminderDraft(title: "Buy milk", notes: notes).validated() == .success(ReminderDraft(title: "Buy milk", notes: notes)))
        let tooLong = ReminderDraft(title: "Buy milk", notes: notes + "n")
        #expect(tooLong.validated() == .failure(ValidationErrors([.notes: .tooLong(maximum: 2000)])))
    }

    @Test func timeWithoutDate_isRejected() {
        let draft = ReminderDraft(title: "Buy milk", dueTime: time("10:00"))
        #expect(draft.validated() == .failure(ValidationErrors([.dueTime: .timeWithoutDate])))
    }

    @Test func dateWithoutTime_isAccepted() {
        let draft = ReminderDraft(title: "Buy milk", dueDate: day("2026-11-21"))
        #expect(draft.validated() == .success(draft))
    }

    @Test func everyBrokenRule_isReportedAtOnce() {
        let draft = ReminderDraft(title: "  ", notes: String(repeating: "n", count: 2001), dueTime: time("10:00"))
        #expect(draft.validated() == .failure(ValidationErrors([
            .title: .empty, .notes: .tooLong(maximum: 2000), .dueTime: .timeWithoutDate,
        ])))
    }
}
