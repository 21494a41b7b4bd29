import Entities
import Testing

struct TextRuleTests {
    private let rule = TextRule(length: 3...100)

    @Test func exactlyTheMinimum_isAccepted() {
        #expect(rule.validate("abc") == .success("abc"))
    }

    @Test func exactlyTheMaximum_isAccepted() {
        let text = String(repeating: "a", count: 100)
        #expect(rule.validate(text) == .success(text))
    }

    @Test func oneBelowTheMinimum_isTooShort() {
        #expect(rule.validate("ab") == .failure(.tooShort(minimum: 3)))
    }

    @Test func oneAboveTheMaximum_isTooLong() {
        #expect(rule.validate(String(repeating: "a", count: 101)) == .failure(.tooLong(maximum: 100)))
    }

    @Test(arguments: ["", " ", "   ", "\n", "\t \r\n ", "\u{00A0}\u{2003}"])
    func emptyOrWhitespaceOnly_isEmpty(text: String) {
        #expect(rule.validate(text) == .failure(.empty))
    }

    @Test func spacesAndNewlinesAroundTheText_areTrimmed() {
        #expect(rule.validate("  \n\tBuy milk \r\n ") == .success("Buy milk"))
    }

    @Test func whitespaceInside_isKept() {
        #expect(rule.validate(" a \n b ") == .success("a \n b"))
    }

    @Test func lengthIsCheckedAfterTrimming() {
        #expect(rule.validate("   ab   ") == .failure(.tooShort(minimum: 3)))
        let hundred = String(repeating: "x", count: 100)
        #expect(rule.validate("  \(hundred)\n") == .success(hundred))
    }

    @Test func accentedLettersAndEmoji_countAsOneCharacterEach() {
        // "é" written as e + combining accent, a flag and a family emoji are one Character each.
        #expect(rule.validate("e\u{301}é") == .failure(.tooShort(minimum: 3)))
        #expect(rule.validate("🇫🇷👨‍👩‍👧") == .failure(.tooShort(minimum: 3)))
        #expect(rule.validate("é🇫🇷👨‍👩‍👧") == .success("é🇫🇷👨‍👩‍👧"))
        let hundredEmoji = String(repeating: "👍🏽", count: 100)
        #expect(rule.validate(hundredEmoji) == .success(hundredEmoji))
        #expect(rule.validate(hundredEmoji + "é") == .failure(.tooLong(maximum: 100)))
    }

    @Test func ruleWithoutMinimum_acceptsEmptyText() {
        let optional = TextRule(length: 0...5)
        #expect(optional.validate("") == .success(""))
        #expect(optional.validate("  \n ") == .success(""))
        #expect(optional.validate("123456") == .failure(.tooLong(maximum: 5)))
    }
}
