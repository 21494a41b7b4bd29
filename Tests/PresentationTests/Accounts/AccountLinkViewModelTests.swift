import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

struct ForgotPasswordViewModelTests {
    private func viewModel(_ useCase: MockRequestPasswordResetUseCase = MockRequestPasswordResetUseCase()) -> ForgotPasswordViewModel {
        ForgotPasswordViewModel(useCases: AccountsContainer.mock(requestPasswordReset: useCase), strings: strings, origin: "203.0.113.9")
    }

    @Test func onAppear_asksForTheAddress() async {
        let viewModel = viewModel()
        await viewModel.send(.onAppear)
        #expect(viewModel.state == .init(title: "Reset your password"))
    }

    @Test func sendingAnAddress_answersTheSameWhateverHappened() async {
        let request = MockRequestPasswordResetUseCase(returning: ())
        let viewModel = viewModel(request)

        await viewModel.send(.sendLinkTapped(email: " Ada@Example.com "))

        #expect(viewModel.state == .init(
            title: "Reset your password", email: " Ada@Example.com ",
            sentMessage: "If an account has the address ada@example.com, we sent a link to it to choose a new password. It works for one hour."
        ))
        #expect(request.stub.calls == [.init(email: " Ada@Example.com ", origin: "203.0.113.9")])
    }

    @Test func aMalformedAddress_showsItsMessage_andKeepsIt() async {
        let viewModel = viewModel(MockRequestPasswordResetUseCase(failing: .invalid(ValidationErrors([.email: .malformed]))))

        await viewModel.send(.sendLinkTapped(email: "ada"))

        var errors = FieldErrors()
        errors[.email] = strings.message(for: .malformed, of: .email)
        #expect(viewModel.state == .init(title: "Reset your password", email: "ada", errors: errors, outcome: .invalid))
    }

    /// Issue 26 item 10: the 429 said "Too many wrong passwords" to someone who asked for links.
    @Test func tooManyRequests_isThe429_sayingWhatWasAskedTooOften() async {
        let viewModel = viewModel(MockRequestPasswordResetUseCase(failing: .tooManyAttempts(retryAfter: 600)))

        await viewModel.send(.sendLinkTapped(email: "ada@example.com"))

        #expect(viewModel.state.outcome == .tooManyAttempts("Too many requests for a link. Wait 10 minutes, then try again.", retryAfter: 600))
        #expect(viewModel.state == .init(title: "Reset your password", email: "ada@example.com", outcome: viewModel.state.outcome))
    }
}

struct ResetPasswordViewModelTests {
    private let token = "reset-token-0123456789abcdef"

    private func viewModel(_ useCase: MockResetPasswordUseCase) -> ResetPasswordViewModel {
        ResetPasswordViewModel(useCases: AccountsContainer.mock(resetPassword: useCase), strings: strings)
    }

    /// `useCase`, whose link is usable (Ada's, in English) when the page posts.
    private func usable(_ useCase: MockResetPasswordUseCase) -> MockResetPasswordUseCase {
        useCase.holderStub.returns(.success(.fixture()))
        return useCase
    }

    /// Issue 28 item 7: the reset link's page speaks its holder's language, whatever the
    /// browser that opened it speaks — asking, and refusing a password beside the field.
    @Test func theLinksPage_speaksTheLanguageOfThePersonItIsFor() async throws {
        let reset = MockResetPasswordUseCase(failing: .invalid(ValidationErrors([.newPassword: .tooShort(minimum: 8)])))
        reset.holderStub.returns(.success(.fixture(settings: UserSettings(language: "de"))))
        let german = try StringCatalog.bundled(language: "de")
        func viewModel() throws -> ResetPasswordViewModel {
            ResetPasswordViewModel(
                useCases: AccountsContainer.mock(resetPassword: reset), strings: strings,
                catalogs: StringCatalogs(try StringCatalog.bundledInEveryLanguage())
            )
        }

        let opened = try viewModel()
        await opened.send(.onAppear(token: token))
        #expect(opened.state == .init(title: german[.resetPasswordTitle], token: token, language: "de"))

        let posted = try viewModel()
        await posted.send(.savePasswordTapped(token: token, newPassword: "short"))
        var errors = FieldErrors()
        errors[.newPassword] = german.message(for: .tooShort(minimum: 8), of: .newPassword)
        #expect(posted.state == .init(title: german[.resetPasswordTitle], token: token, errors: errors, outcome: .invalid, language: "de"))
    }

    @Test func aUsableLink_asksForTheNewPassword() async {
        let reset = MockResetPasswordUseCase()
        reset.holderStub.returns(.success(.fixture()))
        let viewModel = viewModel(reset)

        await viewModel.send(.onAppear(token: token))

        #expect(viewModel.state == .init(title: "Choose a new password", token: token))
        #expect(reset.holderStub.calls == [token])
    }

    @Test(arguments: [
        (AccountLinkRefusal.expired, "The link has expired."),
        (.used, "The link was used already: each link works once."),
        (.unknown, "The link is not valid. Check that it was copied whole."),
    ])
    func aLinkThatCannotBeUsed_saysWhy(refusal: AccountLinkRefusal, message: String) async {
        let reset = MockResetPasswordUseCase()
        reset.holderStub.returns(.failure(refusal))
        let viewModel = viewModel(reset)

        await viewModel.send(.onAppear(token: token))

        #expect(viewModel.state == .init(title: "This link can't be used", token: token, linkProblem: message, outcome: .refused))
    }

    @Test func aNewPassword_signsIn_andGoesToTheLists() async {
        let session = AuthenticatedSession.fixture()
        let reset = usable(MockResetPasswordUseCase(returning: .success(session)))
        let viewModel = viewModel(reset)

        await viewModel.send(.savePasswordTapped(token: token, newPassword: "a new long password"))

        #expect(viewModel.state == .init(
            title: "Choose a new password", token: token,
            outcome: .redirect(.lists, flash: FlashText(.passwordResetDone)),
            sessionChange: .started(session)
        ))
        #expect(reset.stub.calls == [.init(token: token, newPassword: "a new long password")])
    }

    @Test func aShortPassword_showsItsMessage() async {
        let viewModel = viewModel(usable(MockResetPasswordUseCase(failing: .invalid(ValidationErrors([.newPassword: .tooShort(minimum: 8)])))))

        await viewModel.send(.savePasswordTapped(token: token, newPassword: "short"))

        var errors = FieldErrors()
        errors[.newPassword] = strings.message(for: .tooShort(minimum: 8), of: .newPassword)
        #expect(viewModel.state == .init(title: "Choose a new password", token: token, errors: errors, outcome: .invalid))
    }

    @Test func aLinkUsedMeanwhile_saysSo() async {
        let viewModel = viewModel(usable(MockResetPasswordUseCase(returning: .failure(.used))))

        await viewModel.send(.savePasswordTapped(token: token, newPassword: "a new long password"))

        #expect(viewModel.state == .init(
            title: "This link can't be used", token: token, linkProblem: "The link was used already: each link works once.", outcome: .refused
        ))
    }
}

struct ConfirmEmailViewModelTests {
    private let token = "confirm-token-0123456789abc"

    private func viewModel(_ useCase: MockConfirmEmailUseCase) -> ConfirmEmailViewModel {
        ConfirmEmailViewModel(useCases: AccountsContainer.mock(confirmEmail: useCase), strings: strings)
    }

    @Test func aUsableLink_asksToConfirm_changingNothing() async {
        let confirm = MockConfirmEmailUseCase()
        confirm.holderStub.returns(.success(.fixture()))
        let viewModel = viewModel(confirm)

        await viewModel.send(.onAppear(token: token))

        #expect(viewModel.state == .init(title: "Confirm your address", token: token))
        #expect(confirm.stub.calls.isEmpty)
    }

    @Test func anExpiredLink_saysSo() async {
        let confirm = MockConfirmEmailUseCase()
        confirm.holderStub.returns(.failure(.expired))
        let viewModel = viewModel(confirm)

        await viewModel.send(.onAppear(token: token))

        #expect(viewModel.state == .init(title: "This link can't be used", token: token, linkProblem: "The link has expired.", outcome: .refused))
    }

    @Test func confirming_goesToTheAccountSayingSo() async {
        let confirm = MockConfirmEmailUseCase(returning: .success(.fixture(emailConfirmedAt: fixtureDate)))
        let viewModel = viewModel(confirm)

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == .init(
            title: "Confirm your address", token: token, outcome: .redirect(.account, flash: FlashText(.emailConfirmedFlash, .text("ada@example.com")))
        ))
        #expect(confirm.stub.calls == [token])
    }

    /// Issue 28 item 7: the confirmation link's page speaks its holder's language, asking and
    /// in the flash after confirming.
    @Test func theLinksPage_speaksTheLanguageOfThePersonItIsFor() async throws {
        let anna = User.fixture(email: "anna@example.com", settings: UserSettings(language: "de"))
        let confirm = MockConfirmEmailUseCase(returning: .success(anna))
        confirm.holderStub.returns(.success(anna))
        let german = try StringCatalog.bundled(language: "de")
        func viewModel() throws -> ConfirmEmailViewModel {
            ConfirmEmailViewModel(
                useCases: AccountsContainer.mock(confirmEmail: confirm), strings: strings, catalogs: StringCatalogs(try StringCatalog.bundledInEveryLanguage())
            )
        }

        let opened = try viewModel()
        await opened.send(.onAppear(token: token))
        #expect(opened.state == .init(title: german[.confirmEmailTitle], token: token, language: "de"))

        let confirmed = try viewModel()
        await confirmed.send(.confirmTapped(token: token))
        #expect(confirmed.state == .init(
            title: german[.confirmEmailTitle], token: token,
            outcome: .redirect(.account, flash: FlashText(.emailConfirmedFlash, .text("anna@example.com"))), language: "de"
        ))
    }

    @Test func confirmingAUsedLink_saysSo() async {
        let viewModel = viewModel(MockConfirmEmailUseCase(returning: .failure(.used)))

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == .init(
            title: "This link can't be used", token: token, linkProblem: "The link was used already: each link works once.", outcome: .refused
        ))
    }

    @Test func storageFailing_isTheErrorPage() async {
        let viewModel = viewModel(MockConfirmEmailUseCase(failing: .unavailable("disk")))

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == .init(title: "Confirm your address", token: token, outcome: .failed(unavailableMessage, cause: "disk")))
    }
}
