import Entities
import Testing

struct EmailRuleTests {
    @Test func email_isTrimmedAndLowercased() {
        #expect(EmailRule.validate("  Ada.Lovelace@Example.COM \n") == .success("ada.lovelace@example.com"))
        #expect(EmailRule.normalized(" A@B.C ") == "a@b.c")
    }

    @Test(arguments: ["ada@example.com", "a+tag@mail.example.co.uk", "o'brien@example.ie", "élodie@exemple.fr", "x@a-b.io",
        "first.last@example.com", "a_b-c=d~e@example.com", "ada@bücher.de",
    ])
    func plausibleAddresses_areAccepted(email: String) {
        #expect(EmailRule.validate(email) == .success(email))
    }

    @Test(arguments: ["", "   "])
    func emptyAddress_isEmpty(email: String) {
        #expect(EmailRule.validate(email) == .failure(.empty))
    }

    @Test(arguments: [
        "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "a@b@example.com", "ada lovelace@example.com",
        "ada@example..com", "ada@.example.com", "ada@example.com.", "ada@-example.com", "ada@example-.com",
        "ada\u{0}@example.com", "ada@exa\u{7F}mple.com", "ada\u{A0}x@example.com",
    ])
    func implausibleAddresses_areMalformed(email: String) {
        #expect(EmailRule.validate(email) == .failure(.malformed))
    }

    /// What would make one address several recipients, a header of its own or a command for the
    /// mail system (issue 26 item 4: `root,vic@example.com` was mailed as two recipients).
    @Test(arguments: [
        "root,vic@example.com", "a<b>@example.com", "x\"y@example.com", "g:x;@example.com", "a(b)@example.com",
        "a\\b@example.com", "ada@example.com\r\nbcc:eve@example.com", "ada\u{9}x@example.com", "a[b]@example.com",
        ".ada@example.com", "ada.@example.com", "a..b@example.com", "a|b@example.com", "a/b@example.com",
        "a!b@example.com", "a%b@example.com", "a`b@example.com", "ada@exa_mple.com", "ada@[127.0.0.1]",
        "ada\u{200B}@example.com", "ada@example.com>", "<ada@example.com",
    ])
    func addressesOutsideTheDotAtomSubset_areMalformed(email: String) {
        #expect(EmailRule.validate(email) == .failure(.malformed))
    }


    @Test func isValid_holdsForAnAddressAsStoredOnly() {
        #expect(EmailRule.isValid("ada@example.com"))
        #expect(!EmailRule.isValid("Ada@example.com"))
        #expect(!EmailRule.isValid("root,vic@example.com"))
    }

    @Test func localPartOver64_orLabelOver63_isMalformed() {
        #expect(EmailRule.validate(String(repeating: "a", count: 64) + "@example.com") == .success(String(repeating: "a", count: 64) + "@example.com"))
        #expect(EmailRule.validate(String(repeating: "a", count: 65) + "@example.com") == .failure(.malformed))
        #expect(EmailRule.validate("a@" + String(repeating: "b", count: 64) + ".com") == .failure(.malformed))
    }

    @Test func addressOver254Characters_isTooLong() {
        let domain = Array(repeating: String(repeating: "d", count: 60), count: 4).joined(separator: ".") + ".com"
        let fits = String(repeating: "a", count: 254 - domain.count - 1) + "@" + domain
        #expect(fits.count == 254)
        #expect(EmailRule.validate(fits) == .success(fits))
        #expect(EmailRule.validate("a" + fits) == .failure(.tooLong(maximum: 254)))
    }
}
