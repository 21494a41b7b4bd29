import Domain
import Entities
import Foundation
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Synchronization
@testable import Web
import Testing
import WebTestSupport

/// The pages of the mailed links: forgot password, the reset link's page, the confirmation link's page.
@Suite struct AccountLinkPagesTests {
    private let token = "link-token-0123456789abcdefghij"
    private let form = TextSeal(signer: FakeMessageSigner()).makeFormToken()

    private func signedOutRouter(
        request: MockRequestPasswordResetUseCase = MockRequestPasswordResetUseCase(), reset: MockResetPasswordUseCase = MockResetPasswordUseCase(),
        confirm: MockConfirmEmailUseCase = MockConfirmEmailUseCase(), log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> Router<WebContext> {
        try makeWebApp(
            accounts: .mock(resolveSession: MockResolveSessionUseCase(returning: nil), requestPasswordReset: request, resetPassword: reset, confirmEmail: confirm),
            log: log
        ).router()
    }

    private func signedOutPost(_ router: Router<WebContext>, _ route: Route, _ fields: [String: String]) async throws -> HTTPResponse {
        try await post(router, route.path, fields.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }, cookie: "csrf=\(form)", csrf: form)
    }

    @Test func theSignInPage_linksToForgotPassword_whichAsksForTheAddressSignedOut() async throws {
        let router = try signedOutRouter()
        let signIn = try await get(router, Route.signIn().path, headers: ["Cookie": "csrf=\(form)"])
        #expect(try signIn.document.select("a[href='/forgot-password']").map(\.text) == ["Forgot your password?"])

        let browser = Browser(transport: RouterTransport(router: router, sessionToken: nil), pageCheck: StandardPageChecks.check)
        try await browser.visit(Route.forgotPassword.path)
        #expect(await browser.status == 200)
        #expect(try await browser.document.select("form[action='/forgot-password'] input[name=email]").count == 1)
    }

    @Test func sendingTheForm_answersTheSameSentence_andCountsTheClientAddress() async throws {
        let request = MockRequestPasswordResetUseCase(returning: ())
        let response = try await signedOutPost(try signedOutRouter(request: request), .forgotPassword, ["email": "ada@example.com"])

        #expect(response.status == .ok)
        #expect(try response.document.select("#forgot-sent").map(\.text) == [
            "If an account has the address ada@example.com, we sent a link to it to choose a new password. It works for one hour."
        ])
        #expect(try response.document.select("form[action='/forgot-password']").isEmpty)
        #expect(request.stub.calls == [.init(email: "ada@example.com", origin: "unknown")])
    }

    @Test func aMalformedAddress_is422_besideTheField_keptAsTyped() async throws {
        let request = MockRequestPasswordResetUseCase(failing: .invalid(ValidationErrors([.email: .malformed])))
        let response = try await signedOutPost(try signedOutRouter(request: request), .forgotPassword, ["email": "ada"])

        #expect(response.status == .unprocessableContent)
        #expect(try response.document.select("#forgot-email-error").count == 1)
        #expect(try response.document.select("#forgot-email").first?["value"] == "ada")
    }

    @Test func aFormWithoutItsField_is400() async throws {
        let response = try await signedOutPost(try signedOutRouter(), .forgotPassword, [:])
        #expect(response.status == .badRequest)
        let reset = try await signedOutPost(try signedOutRouter(), .resetPassword(), ["newPassword": "x"])
        #expect(reset.status == .badRequest)
    }

    @Test func aResetLink_opensTheNewPasswordForm_carryingItsToken_andKeepsItOutOfThePath() async throws {
        let reset = MockResetPasswordUseCase()
        reset.holderStub.returns(.success(.fixture()))
        let path = Route.resetPassword(token: token).path
        #expect(path == "/reset-password?token=\(token)")

        let browser = Browser(transport: RouterTransport(router: try signedOutRouter(reset: reset), sessionToken: nil), pageCheck: StandardPageChecks.check)
        try await browser.visit(path)

        #expect(await browser.status == 200)
        #expect(try await browser.document.select("form[action='/reset-password'] input[name=token]").map { $0["value"] } == [token])
        #expect(try await browser.document.select("#reset-new-password").count == 1)
        #expect(reset.holderStub.calls == [token])
    }

    /// Issue 28 item 7: the link's page is in the language of the person it is for, though the
    /// browser (signed out) asks for none: the state names it, and the page is rendered in it.
    @Test func aResetLinkOfAGermanPerson_opensInGerman_signedOut() async throws {
        let reset = MockResetPasswordUseCase()
        reset.holderStub.returns(.success(.fixture(settings: UserSettings(language: "de"))))

        let page = try await get(try signedOutRouter(reset: reset), Route.resetPassword(token: token).path)

        #expect(page.status == .ok)
        #expect(try page.document.select("html").first?["lang"] == "de")
        #expect(try page.document.select("h1").map(\.text) == ["Neues Passwort wählen"])
    }

    @Test func anExpiredResetLink_is410_sayingWhy_withAWayToANewOne_andIsLogged() async throws {
        let reset = MockResetPasswordUseCase()
        reset.holderStub.returns(.failure(.expired))
        let lines = Mutex<[String]>([])

        let page = try await get(try signedOutRouter(reset: reset, log: { line in lines.withLock { $0.append(line) } }), Route.resetPassword(token: token).path)

        #expect(page.status.code == 410)
        #expect(try page.document.select("#link-problem").map(\.text) == ["The link has expired."])
        #expect(try page.document.select("a[href='/forgot-password']").map(\.text) == ["Ask for a new link"])
        #expect(try page.document.select("form[action='/reset-password']").isEmpty)
        #expect(lines.withLock { $0 } == ["GET /reset-password: a mailed link was refused (The link has expired.)"])
    }

    @Test func aNewPassword_setsTheSessionCookie_andGoesToTheLists() async throws {
        let session = AuthenticatedSession.fixture(token: "new-session-token-0123456789abcdef")
        let reset = MockResetPasswordUseCase(returning: .success(session))
        reset.holderStub.returns(.success(.fixture()))

        let response = try await signedOutPost(try signedOutRouter(reset: reset), .resetPassword(), ["token": token, "newPassword": "a long new one"])

        #expect(response.status == .seeOther)
        #expect(response.location == Route.lists.path)
        #expect(response.headers.values(for: "Set-Cookie").contains("session=new-session-token-0123456789abcdef; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax"))
        #expect(reset.stub.calls == [.init(token: token, newPassword: "a long new one")])
    }

    @Test func aPasswordBreakingARule_is422_besideTheField_withTheTokenKept() async throws {
        let reset = MockResetPasswordUseCase(failing: .invalid(ValidationErrors([.newPassword: .tooShort(minimum: 8)])))
        reset.holderStub.returns(.success(.fixture()))

        let response = try await signedOutPost(try signedOutRouter(reset: reset), .resetPassword(), ["token": token, "newPassword": "short"])

        #expect(response.status == .unprocessableContent)
        #expect(try response.document.select("#reset-new-password-error").count == 1)
        #expect(try response.document.select("input[name=token]").map { $0["value"] } == [token])
        #expect(try response.document.select("#reset-new-password").first?["value"] == nil)
    }

    @Test func aConfirmationLink_asksWithAButton_andChangesNothingOnGET() async throws {
        let confirm = MockConfirmEmailUseCase()
        confirm.holderStub.returns(.success(.fixture()))

        let browser = Browser(transport: RouterTransport(router: try signedOutRouter(confirm: confirm), sessionToken: nil), pageCheck: StandardPageChecks.check)
        try await browser.visit(Route.confirmEmail(token: token).path)

        #expect(await browser.status == 200)
        #expect(try await browser.document.select("form[action='/confirm-email'] button").map(\.text) == ["Confirm my address"])
        #expect(confirm.stub.calls.isEmpty)
    }

    @Test func confirming_goesToTheAccount_sayingSo() async throws {
        let confirm = MockConfirmEmailUseCase(returning: .success(.fixture(emailConfirmedAt: fixtureDate)))

        let response = try await signedOutPost(try signedOutRouter(confirm: confirm), .confirmEmail(), ["token": token])

        #expect(response.status == .seeOther)
        #expect(response.location == Route.account.path)
        #expect(confirm.stub.calls == [token])
    }

    @Test func aUsedConfirmationLink_is410_pointingToTheAccountPage() async throws {
        let confirm = MockConfirmEmailUseCase(returning: .failure(.used))

        let response = try await signedOutPost(try signedOutRouter(confirm: confirm), .confirmEmail(), ["token": token])

        #expect(response.status.code == 410)
        #expect(try response.document.select("a[href='/account']").map(\.text) == ["Send a new link from your account page"])
    }

    @Test func theAccountPage_offersTheLinkAgain_forAnUnconfirmedAddress() async throws {
        let send = MockSendConfirmationUseCase(returning: .sent)
        let browser = try makeBrowser(.mock(sendConfirmation: send))
        try await browser.visit(Route.account.path)
        #expect(try await browser.document.select("#email-status").map(\.text) == ["Your address is not confirmed yet: follow the link we mailed you. Alerts and summaries wait for it."])

        try await browser.press("Send the link again")

        #expect(await browser.url == Route.account.path)
        #expect(try await browser.document.select("#flash[role=status] > .flash > p").map(\.text) == ["We sent a new link to ada@example.com."])
        #expect(send.stub.calls.map(\.id) == [1])
    }
}

/// What the settings page says of email: how to confirm the address, or that the server sends none.
@Suite struct SettingsEmailNoteTests {
    private func settingsPage(sendsMail: Bool) async throws -> HTMLDocument {
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: []), fetchPushDevices: MockFetchPushDevicesUseCase(returning: [])
        )
        let resolve = MockResolveSessionUseCase()
        resolve.stub.handles { $0 == signedIn.token ? signedIn : nil }
        let router = try makeWebApp(accounts: .mock(resolveSession: resolve, sendsMail: sendsMail, container: container)).router()
        let browser = Browser(transport: RouterTransport(router: router, sessionToken: signedIn.token), pageCheck: StandardPageChecks.check)
        try await browser.visit(Route.settings.path)
        return await browser.document
    }

    @Test func anUnconfirmedAddress_linksToTheAccountPage() async throws {
        let page = try await settingsPage(sendsMail: true)
        #expect(try page.select("#notifications-unconfirmed").map(\.text) == ["Email is sent once you have confirmed your address."])
        #expect(try page.select("a[href='/account']").map(\.text).contains("Get the confirmation link on your account page"))
    }

    @Test func withMailOff_itSaysTheServerSendsNone() async throws {
        let page = try await settingsPage(sendsMail: false)
        #expect(try page.select("#notifications-unconfirmed").map(\.text) == ["This server sends no email: it has not been set up for it."])
        #expect(try page.select("a[href='/account']").map(\.text).contains("Get the confirmation link on your account page") == false)
    }
}
