import HTMLTestKit
import Presentation
import Testing
import Web

/// What one person with a script can do to the accounts' pages (issue 26): addresses that would
/// be several recipients are refused, and sign-ups, reset requests and feedback are limited per
/// client, each answered 429 with a message that says what was limited and a `Retry-After`.
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

    @Test func signUpsFromOneClient_are429AfterTwenty_sayingSo() async throws {
        try await RunningApp.with { app in
            for _ in 0..<20 {
                try await app.browser().signUp(app.newAccount())
            }
            let browser = app.browser()
            try await browser.visit(Route.signUp().path)
            let account = app.newAccount()
            try await browser.fillIn("Email", with: account.email)
            try await browser.fillIn("Display name", with: account.displayName)
            try await browser.fillIn("Password", with: account.password)
            try await browser.press("Create account")

            #expect(await browser.status == 429)
            let retryAfter = try #require(Int(await browser.header("Retry-After") ?? ""))
            #expect(retryAfter > 800 && retryAfter <= 900)
            #expect(try await browser.texts("section.error-page p").first == "Too many attempts from your address. Wait 15 minutes, then try again.")
        }
    }

    @Test func resetRequestsAskedTooOften_are429_sayingSoWithoutMentioningPasswords() async throws {
        try await RunningApp.with { app in
            let browser = app.browser()
            for attempt in 0..<6 {
                try await browser.visit(Route.forgotPassword.path)
                try await browser.fillIn("Email", with: "someone@example.com")
                try await browser.press("Send the link")
                #expect(await browser.status == (attempt < 5 ? 200 : 429))
            }

            #expect(try #require(Int(await browser.header("Retry-After") ?? "")) > 800)
            #expect(try await browser.texts("section.error-page p").first == "Too many requests for a link. Wait 15 minutes, then try again.")
        }
    }

    @Test func feedbackFromOneAccount_is429AfterFivePerHour_withRetryAfter() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            for attempt in 0..<6 {
                try await browser.clickLink("Settings")
                try await browser.check("An idea")
                try await browser.fillIn("Message", with: "A dark mode, please (\(attempt))")
                try await browser.press("Send feedback")
                #expect(await browser.status == (attempt < 5 ? 200 : 429), "\(attempt)")
                if attempt == 5 { break }
            }

            let retryAfter = try #require(Int(await browser.header("Retry-After") ?? ""))
            #expect(retryAfter > 3500 && retryAfter <= 3600)
            #expect(try await browser.texts("section.error-page p").first == "You sent a lot of feedback in a short time. Wait 60 minutes, then send more.")
        }
    }
}
