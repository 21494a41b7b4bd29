import Entities
import Testing

/// A draft's tags (the field's and the title's `#words`) and its repeat, as validation prepares them.
struct ReminderDraftTagsAndRepeatsTests {
    @Test func hashWordsInTheTitle_becomeTags_afterTheFieldsOnes_andLeaveTheTitle() {
        let draft = ReminderDraft(title: "Buy milk #groceries #Home", tags: [Tag("home")!, Tag("weekly")!])
        #expect(draft.validated() == .success(ReminderDraft(title: "Buy milk", tags: [Tag("home")!, Tag("weekly")!, Tag("groceries")!])))
    }

    @Test func aTitleOfTagsOnly_isJudgedAsTyped() {
        let draft = ReminderDraft(title: "#milk")
        #expect(draft.validated() == .success(ReminderDraft(title: "#milk", tags: [Tag("milk")!])))
    }

    @Test func moreThanTenTags_isTooMany() {
        let tags = (1...11).map { Tag("tag\($0)x")! }
        #expect(ReminderDraft(title: "Buy milk", tags: tags).validated() == .failure(ValidationErrors([.tags: .tooMany(maximum: 10)])))
    }

    @Test func aRepeatWithoutADueDate_needsOne() {
        let draft = ReminderDraft(title: "Water the plants", repeatRule: RepeatRule(.daily, every: 3))
        #expect(draft.validated() == .failure(ValidationErrors([.repeatRule: .needsDueDate])))
    }

    @Test func aRepeatEndingBeforeTheDueDate_isRefused() {
        let draft = ReminderDraft(
            title: "Water the plants", dueDate: LocalDate("2026-11-26"),
            repeatRule: RepeatRule(.daily, end: .onDate(LocalDate("2026-11-25")!))
        )
        #expect(draft.validated() == .failure(ValidationErrors([.repeatRule: .endsBeforeStart])))
    }

    @Test func aValidRepeatWithADueDate_isKept() {
        let draft = ReminderDraft(title: "Pay rent", dueDate: LocalDate("2026-12-01"), repeatRule: RepeatRule(.monthly(day: 1)))
        #expect(draft.validated() == .success(draft))
    }
}
