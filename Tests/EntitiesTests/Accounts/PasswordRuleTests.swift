import Entities
import Testing

struct PasswordRuleTests {
    @Test func passwordOf8_or128Characters_isAcceptedAsTyped() {
        #expect(PasswordRule.validate("12345678") == .success("12345678"))
        #expect(PasswordRule.validate(" spaced  out ") == .success(" spaced  out "))
        let long = String(repeating: "🔑", count: 128)
        #expect(PasswordRule.validate(long) == .success(long))
    }

    @Test func noCompositionRules_lettersAloneAreFine() {
        #expect(PasswordRule.validate("correct horse battery staple") == .success("correct horse battery staple"))
    }

    @Test func emptyPassword_isEmpty() {
        #expect(PasswordRule.validate("") == .failure(.empty))
    }

    @Test func passwordUnder8Characters_isTooShort() {
        #expect(PasswordRule.validate("1234567") == .failure(.tooShort(minimum: 8)))
        #expect(PasswordRule.validate("       ") == .failure(.tooShort(minimum: 8)))
    }

    @Test func passwordOver128Characters_isTooLong() {
        #expect(PasswordRule.validate(String(repeating: "a", count: 129)) == .failure(.tooLong(maximum: 128)))
    }
}
