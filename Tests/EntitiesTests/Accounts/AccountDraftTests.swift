import Entities
import Testing

struct AccountDraftTests {
    @Test func validDraft_isNormalized_passwordKeptAsTyped() {
        let draft = AccountDraft(email: " Ada@Example.com ", displayName: "  Ada ", password: " secret words ")
        #expect(draft.validated() == .success(AccountDraft(email: "ada@example.com", displayName: "Ada", password: " secret words ")))
    }

    @Test func displayNameRule_is1To50Characters() {
        #expect(AccountDraft.displayNameRule == TextRule(length: 1...50))
    }

    @Test func everyBrokenRule_isReported() {
        let draft = AccountDraft(email: "ada", displayName: " ", password: "short")
        #expect(draft.validated() == .failure(ValidationErrors([
            .email: .malformed, .displayName: .empty, .password: .tooShort(minimum: 8),
        ])))
    }

    @Test func displayNameOver50_isTooLong() {
        let draft = AccountDraft(email: "ada@example.com", displayName: String(repeating: "n", count: 51), password: "long enough")
        #expect(draft.validated() == .failure(ValidationErrors([.displayName: .tooLong(maximum: 50)])))
    }
}
