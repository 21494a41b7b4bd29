import Foundation
import HTMLTestKit
import Presentation
import Testing
import Web

/// Signing up, in and out, the account page, and what each person may see.
@Suite struct AccountFlowTests {
    @Test func signingUp_signsIn_withAnHttpOnlyLaxSessionCookie_andTheNameInTheHeader() async throws {
        try await RunningApp.with { app in
            let browser = app.browser()
            try await browser.visit(Route.lists.path)
            #expect(await browser.url == Route.signIn().path)
            try await browser.clickLink("Create an account")

            try await browser.signUp(app.newAccount())

            #expect(await browser.url == Route.lists.path)
            #expect(try await browser.texts(".greeting a") == ["Person 1"])
            let cookie = try #require(await browser.keptCookie("session"))
            #expect(cookie.httpOnly && !cookie.secure && cookie.sameSite == "Lax" && cookie.path == "/")
            #expect(cookie.value.count == 43)
            let lifetime = try #require(cookie.expires).timeIntervalSinceNow
            #expect(lifetime > 29 * 86_400 && lifetime <= 30 * 86_400)
            #expect(await browser.keptCookie("csrf") == nil)
            #expect(await browser.header("Cache-Control") == "no-store")
        }
    }

    /// Issue 28 item 4: a new account starts with a list, its default, so Today can add at once
    /// (it answered 422 "no list" before).
    @Test func aNewAccount_startsWithTheListReminders_andAddsFromTodayAtOnce() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            #expect(try await browser.texts("ul.lists a") == ["Reminders"])

            try await browser.clickLink("Today")
            try await browser.fillIn("New reminder", with: "Call the plumber")
            try await browser.press("Add")

            #expect(await browser.status == 200)
            #expect(try await browser.flash() == "Reminder added")
            #expect(try await browser.reminderTitles() == ["Call the plumber"])
            try await browser.clickLink("Settings")
            #expect(try await browser.texts("#settings-default-list option[selected]") == ["Reminders"])
        }
    }

    @Test func signingUpBreakingTheRules_showsEachMessage_andKeepsWhatWasTyped() async throws {
        try await RunningApp.with { app in
            let taken = app.newAccount()
            try await app.browser().signUp(taken)
            let browser = app.browser()
            try await browser.visit(Route.signUp().path)
            try await browser.fillIn("Email", with: taken.email.uppercased())
            try await browser.fillIn("Display name", with: "Someone")
            try await browser.fillIn("Password", with: "a long enough one")

            try await browser.press("Create account")

            #expect(await browser.status == 422)
            #expect(try await browser.texts("#sign-up-email-error") == ["An account with this email address already exists. Sign in instead"])
            #expect(try await browser.document.select("#sign-up-email-error a").map { $0["href"] } == [Route.signIn().path])
            #expect(try await browser.document.select("#sign-up-display-name").first?["value"] == "Someone")
            #expect(try await browser.document.select("#sign-up-password").first?["value"] == nil)

            try await browser.fillIn("Email", with: "new@example.com")
            try await browser.fillIn("Password", with: "Password1")
            try await browser.press("Create account")
            #expect(await browser.status == 422)
            #expect(try await browser.texts("#sign-up-password-error") == ["This is one of the most common passwords, so it is easy to guess. Choose another."])
            #expect(try await browser.texts("#sign-up-email-error").isEmpty)
        }
    }

    @Test func signingOut_endsTheSessionOnTheServer_soTheOldCookieIsUseless() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let token = try #require(await browser.keptCookie("session")?.value)

            try await browser.press("Sign out")

            #expect(await browser.url == Route.signIn().path)
            #expect(try await browser.flash() == "You are signed out")
            #expect(await browser.keptCookie("session") == nil)
            let thief = app.browser(headers: [("Cookie", "session=\(token)")])
            try await thief.visit(Route.lists.path)
            #expect(await thief.url == Route.signIn().path)
            #expect(try await thief.document.select("ul.lists").isEmpty)
        }
    }

    @Test func aPageAskedForSignedOut_leadsToSignIn_andBackAfterwards() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            let owner = app.browser()
            try await owner.signUp(account)
            try await owner.createList("Groceries")
            let list = await owner.url
            let browser = app.browser()

            try await browser.visit("\(list)?completed=1")

            #expect(await browser.redirectChain == ["\(list)?completed=1"])
            #expect(await browser.url == Route.signIn(next: Route(target: "\(list)?completed=1")!).path)
            #expect(await browser.url.hasSuffix("%3Fcompleted%3D1"))
            try await browser.fillIn("Email", with: account.email)
            try await browser.fillIn("Password", with: account.password)
            try await browser.press("Sign in")
            #expect(await browser.url == "\(list)?completed=1")
            #expect(try await browser.texts("h1") == ["Groceries"])
        }
    }

    @Test func aNextLeavingTheSite_isRefused_andSignInGoesToTheLists() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            try await app.browser().signUp(account)
            for next in ["//evil.example/", "https://evil.example/", "/\\evil.example", "evil.example"] {
                let browser = app.browser()
                try await browser.visit("\(Route.signIn().path)?next=\(next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
                #expect(try await browser.document.select("input[name=next]").first?["value"] == "/", "\(next)")
                try await browser.fillIn("Email", with: account.email)
                try await browser.fillIn("Password", with: account.password)

                try await browser.press("Sign in")

                #expect(await browser.url == Route.lists.path, "\(next)")
            }
        }
    }

    @Test func someoneElsesListsAndReminders_are404s_andStayAsTheyWere() async throws {
        try await RunningApp.with { app in
            // given: Ada's list and reminder
            let ada = try await app.signedInBrowser()
            try await ada.createList("Groceries")
            let list = await ada.url
            try await ada.addReminder("Buy milk")
            let reminder = try await ada.reminderID("Buy milk")

            // when: Eve, signed in, tries every way in
            let eve = try await app.signedInBrowser()
            for path in [list, "\(list)/delete", Route.reminder(Int64(reminder)).path] {
                try await eve.visit(path)
                #expect(await eve.status == 404, "\(path)")
            }
            try await eve.visit(Route.lists.path)
            try await eve.post(list, body: "action=deleteList")
            #expect(await eve.status == 404)
            try await eve.visit(Route.lists.path)
            try await eve.post(Route.reminder(Int64(reminder)).path, body: "action=complete")
            #expect(await eve.status == 404)
            try await eve.visit(Route.search(query: "milk").path)
            #expect(try await eve.reminderTitles().isEmpty)
            try await eve.visit(Route.lists.path)
            #expect(try await eve.texts("ul.lists a") == ["Reminders"])

            // then
            try await ada.visit(list)
            #expect(try await ada.reminderTitles() == ["Buy milk"])
        }
    }

    @Test func aPostWithoutOrWithAWrongFormToken_is403_andChangesNothing() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let list = await browser.url

            try await browser.post(list, body: "action=addReminder&title=Buy+milk", withFormToken: false)
            #expect(await browser.status == 403)
            #expect(try await browser.texts("h1#error-heading") == ["This form has expired"])
            #expect(try await browser.texts("section.error-page p").first?.contains("Reload the page") == true)

            try await browser.visit(list)
            try await browser.post(list, body: "action=addReminder&title=Buy+milk&csrf=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", withFormToken: false)
            #expect(await browser.status == 403)

            try await browser.visit(list)
            #expect(try await browser.reminderTitles().isEmpty)
            #expect(try await browser.flash() == nil)
        }
    }

    @Test func aSignInFormWithoutItsToken_is403() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            try await app.browser().signUp(account)
            let browser = app.browser()
            try await browser.visit(Route.signIn().path)
            try await browser.post(Route.signIn().path, body: "email=\(account.email)&password=x", withFormToken: false)
            #expect(await browser.status == 403)
        }
    }

    @Test func signingOutEverywhereElse_endsTheOtherSessions_only() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            let laptop = app.browser()
            try await laptop.signUp(account)
            let phone = try await app.signedInBrowser(account)

            try await laptop.visit(Route.account.path)
            try await laptop.press("Sign out everywhere else")

            #expect(try await laptop.flash() == "Signed out of 1 other session")
            try await phone.visit(Route.lists.path)
            #expect(await phone.url == Route.signIn().path)
            try await laptop.visit(Route.lists.path)
            #expect(await laptop.url == Route.lists.path)
        }
    }

    @Test func changingThePassword_endsTheOtherSessions_andTheOldPasswordStopsWorking() async throws {
        try await RunningApp.with { app in
            var account = app.newAccount()
            let laptop = app.browser()
            try await laptop.signUp(account)
            let phone = try await app.signedInBrowser(account)
            try await laptop.visit(Route.account.path)
            try await laptop.fillIn("Current password", with: "not it")
            try await laptop.fillIn("New password", with: "a brand new sentence")
            try await laptop.press("Change password")
            #expect(await laptop.status == 422)
            #expect(try await laptop.texts("#account-current-password-error") == ["That is not your password"])

            try await laptop.fillIn("Current password", with: account.password)
            try await laptop.fillIn("New password", with: "a brand new sentence")
            try await laptop.press("Change password")

            #expect(try await laptop.flash() == "Password changed. Every other session was signed out.")
            try await phone.visit(Route.lists.path)
            #expect(await phone.url == Route.signIn().path)
            let old = app.browser()
            try await old.visit(Route.signIn().path)
            try await old.fillIn("Email", with: account.email)
            try await old.fillIn("Password", with: account.password)
            try await old.press("Sign in")
            #expect(await old.status == 422)
            account.password = "a brand new sentence"
            _ = try await app.signedInBrowser(account)
        }
    }

    @Test func changingTheDisplayName_showsInTheHeader() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.clickLink("Person 1", within: ".greeting")
            #expect(await browser.url == Route.account.path)
            try await browser.fillIn("Display name", with: "  Ada Lovelace ")
            try await browser.press("Save name")
            #expect(try await browser.flash() == "Display name saved")
            #expect(try await browser.texts(".greeting a") == ["Ada Lovelace"])
        }
    }

    @Test func deletingTheAccount_afterConfirming_deletesEverythingInIt() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            let browser = app.browser()
            try await browser.signUp(account)
            try await browser.createList("Groceries")
            try await browser.addReminder("Buy milk")
            try await browser.visit(Route.account.path)
            try await browser.clickLink("Delete account…")
            #expect(try await browser.texts("h1") == ["Delete your account?"])
            try await browser.fillIn("Your password", with: "wrong")
            try await browser.press("Delete my account and everything in it")
            #expect(await browser.status == 422)

            try await browser.fillIn("Your password", with: account.password)
            try await browser.press("Delete my account and everything in it")

            #expect(await browser.url == Route.signIn().path)
            #expect(try await browser.flash() == "Your account and everything in it were deleted")
            try await browser.fillIn("Email", with: account.email)
            try await browser.fillIn("Password", with: account.password)
            try await browser.press("Sign in")
            #expect(await browser.status == 422)
            let again = app.browser()
            try await again.signUp(account)
            #expect(try await again.texts("ul.lists a") == ["Reminders"])
            try await again.visit(Route.search(query: "milk").path)
            #expect(try await again.reminderTitles().isEmpty)
        }
    }

    @Test func repeatedFailedSignIns_are429WithRetryAfter_evenWithTheRightPassword() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            try await app.browser().signUp(account)
            let browser = app.browser()
            for _ in 0..<5 {
                try await browser.visit(Route.signIn().path)
                try await browser.fillIn("Email", with: account.email)
                try await browser.fillIn("Password", with: "guess")
                try await browser.press("Sign in")
                #expect(await browser.status == 422)
                #expect(try await browser.texts("#sign-in-error") == ["That email and password do not match an account. Check both and try again."])
            }

            try await browser.visit(Route.signIn().path)
            try await browser.fillIn("Email", with: account.email)
            try await browser.fillIn("Password", with: account.password)
            try await browser.press("Sign in")

            #expect(await browser.status == 429)
            let retryAfter = try #require(Int(await browser.header("Retry-After") ?? ""))
            #expect(retryAfter > 800 && retryAfter <= 900)
            #expect(try await browser.texts("h1#error-heading") == ["Too many attempts"])
            #expect(try await browser.texts("section.error-page p").first == "Too many wrong passwords. Wait 15 minutes, then try again.")
        }
    }

    @Test func wrongPasswordsAtAccountDeletion_are429_andTheAccountStays() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            let browser = app.browser()
            try await browser.signUp(account)
            try await browser.visit(Route.accountDeletion.path)
            for _ in 0..<5 {
                try await browser.fillIn("Your password", with: "guess")
                try await browser.press("Delete my account and everything in it")
                #expect(await browser.status == 422)
            }
            try await browser.fillIn("Your password", with: account.password)
            try await browser.press("Delete my account and everything in it")
            #expect(await browser.status == 429)
            #expect(try await browser.texts("h1#error-heading") == ["Too many attempts"])

            try await browser.visit(Route.account.path)
            #expect(await browser.url == Route.account.path)
        }
    }

    @Test func manyFailuresFromOneAddress_are429ForAnyAccount() async throws {
        try await RunningApp.with { app in
            let browser = app.browser()
            try await browser.visit(Route.signIn().path)
            for index in 0..<20 {
                try await browser.fillIn("Email", with: "nobody\(index)@example.com")
                try await browser.fillIn("Password", with: "guess")
                try await browser.press("Sign in")
                #expect(await browser.status == 422)
            }
            try await browser.fillIn("Email", with: "someone-else@example.com")
            try await browser.fillIn("Password", with: "guess")
            try await browser.press("Sign in")
            #expect(await browser.status == 429)
        }
    }
}
