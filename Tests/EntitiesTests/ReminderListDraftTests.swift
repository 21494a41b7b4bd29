import Entities
import Testing

struct ReminderListDraftTests {
    @Test func nameRule_is1To50Characters() {
        #expect(ReminderListDraft.nameRule == TextRule(length: 1...50))
    }

    @Test func name_isTrimmed() {
        #expect(ReminderListDraft(name: "  Groceries \n").validated() == .success(ReminderListDraft(name: "Groceries")))
    }

    @Test func nameOf1_or50Characters_isAccepted() {
        #expect(ReminderListDraft(name: "A").validated() == .success(ReminderListDraft(name: "A")))
        let fifty = String(repeating: "🛒", count: 50)
        #expect(ReminderListDraft(name: fifty).validated() == .success(ReminderListDraft(name: fifty)))
    }

    @Test func nameLongerThan50_isRejected() {
        let draft = ReminderListDraft(name: String(repeating: "a", count: 51))
        #expect(draft.validated() == .failure(ValidationErrors([.name: .tooLong(maximum: 50)])))
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyOrWhitespaceName_isEmpty(name: String) {
        #expect(ReminderListDraft(name: name).validated() == .failure(ValidationErrors([.name: .empty])))
    }

    @Test func aDraft_startsBlueWithThePlainListIcon() {
        let draft = ReminderListDraft(name: "Home")
        #expect(draft.color == .blue)
        #expect(draft.icon == .list)
    }

    @Test func validation_keepsTheColourAndIcon() {
        let draft = ReminderListDraft(name: " Garden ", color: .green, icon: .leaf)
        #expect(draft.validated() == .success(ReminderListDraft(name: "Garden", color: .green, icon: .leaf)))
    }
}
