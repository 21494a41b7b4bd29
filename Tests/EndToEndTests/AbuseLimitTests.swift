import HTMLTestKit
import Testing
import Web

/// What one person with a script can do to the accounts' pages (issue 26): addresses that would
/// be several recipients are refused.
@Suite struct AbuseLimitTests {
    @Test(arguments: ["root,vic@example.com", "a<b>@example.com", "x\"y@example.com", "g:x;@example.com"])
    func anAddressThatIsNoSingleRecipient_isRefusedAtSignUp(email: String) async throws {
        try await RunningApp.with { app in
            let browser = app.browser()
            try await browser.visit(Route.signUp().path)
            try await browser.fillIn("Email", with: email)
            try await browser.fillIn("Display name", with: "Vic")
            try await browser.fillIn("Password", with: "plum tree by the river")
            try await browser.press("Create account")

            #expect(await browser.status == 422)
            #expect(try await browser.texts("#sign-up-email-error") == ["Enter an email address like name@example.com"])
            try await browser.visit(Route.signIn().path)
            try await browser.fillIn("Email", with: email)
            try await browser.fillIn("Password", with: "plum tree by the river")
            try await browser.press("Sign in")
            #expect(await browser.status == 422)
        }
    }
}
