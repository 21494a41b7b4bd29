import Foundation
import HTMLTestKit
import Presentation
import Testing
import Web

/// The sign-up form sent again for an account that exists (a double click's second request,
/// or someone who forgot): the account's password signs in, another is refused.
extension AccountFlowTests {
    @Test func signingUpAgain_withTheAccountsPassword_signsIn_asTheSecondClickOfADoubleClickWould() async throws {
        try await RunningApp.with { app in
            // given: the account, made by a first sign-up
            let account = app.newAccount()
            try await app.browser().signUp(account)

            // when: the same email and password are sent from the sign-up form again
            let again = app.browser()
            try await again.visit(Route.signUp().path)
            try await again.fillIn("Email", with: account.email)
            try await again.fillIn("Display name", with: "Another name")
            try await again.fillIn("Password", with: account.password)
            try await again.press("Create account")

            // then: signed in to that account, greeted as signing in greets
            #expect(await again.url == Route.lists.path)
            #expect(try await again.flash() == "Welcome back, \(account.displayName)")
            #expect(try await again.texts(".greeting a") == [account.displayName])
            #expect(await again.keptCookie("session") != nil)
        }
    }
}
