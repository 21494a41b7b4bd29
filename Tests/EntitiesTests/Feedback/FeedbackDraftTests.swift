import Entities
import Testing

struct FeedbackDraftTests {
    private func draft(_ message: String, kind: FeedbackKind = .idea, mayReply: Bool = true) -> FeedbackDraft {
        FeedbackDraft(kind: kind, message: message, mayReply: mayReply)
    }

    @Test func messageRule_is10To2000Characters() {
        #expect(FeedbackDraft.messageRule == TextRule(length: 10...2000))
    }

    @Test func message_isTrimmed_andTheRestKept() {
        let validated = draft("  Dark mode, please \n", kind: .problem, mayReply: false).validated()
        #expect(validated == .success(draft("Dark mode, please", kind: .problem, mayReply: false)))
    }

    @Test func messageOf10_or2000Characters_isAccepted() {
        let ten = String(repeating: "a", count: 10)
        #expect(draft(ten).validated() == .success(draft(ten)))
        let twoThousand = String(repeating: "é", count: 2000)
        #expect(draft(twoThousand).validated() == .success(draft(twoThousand)))
    }

    @Test func messageOf9Characters_isTooShort_evenWithSpacesAround() {
        #expect(draft("  123456789  ").validated() == .failure(ValidationErrors([.message: .tooShort(minimum: 10)])))
    }

    @Test func messageOf2001Characters_isTooLong() {
        let validated = draft(String(repeating: "a", count: 2001)).validated()
        #expect(validated == .failure(ValidationErrors([.message: .tooLong(maximum: 2000)])))
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyOrWhitespaceMessage_isEmpty(message: String) {
        #expect(draft(message).validated() == .failure(ValidationErrors([.message: .empty])))
    }

    @Test func kinds_areProblemIdeaAndOther_namedForTheForm() {
        #expect(FeedbackKind.allCases == [.problem, .idea, .other])
        #expect(FeedbackKind.allCases.map(\.rawValue) == ["problem", "idea", "other"])
        #expect(FeedbackKind(rawValue: "bug") == nil)
    }
}
