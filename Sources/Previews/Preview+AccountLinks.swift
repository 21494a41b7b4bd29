import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Web

extension Preview {
    /// The pages of mailed links and the address's confirmation on the account page, in each
    /// language: forgot password (empty, refused, sent), the reset link's page (new, refused,
    /// expired), the confirmation link's page (ask, expired; once confirmed, the account says so),
    /// and the account and settings pages of a server that sends no mail.
    static let accountLinks: [Preview] = [("en", ""), ("de", ", in German")].flatMap { language, suffix in
        let token = "preview-token-0123456789abcdef"
        return [
            Preview(signedOut: "Forgot password\(suffix)", .forgotPassword, language: language),
            Preview(signedOut: "Forgot password, refused\(suffix)", .forgotPassword, sending: ForgotPasswordViewModel.Action.sendLinkTapped(email: "ada@"),
                    status: .unprocessableContent, language: language) {
                .mock(requestPasswordReset: MockRequestPasswordResetUseCase(failing: .invalid(ValidationErrors([.email: .malformed]))))
            },
            Preview(signedOut: "Forgot password, sent\(suffix)", .forgotPassword, sending: ForgotPasswordViewModel.Action.sendLinkTapped(email: "ada@example.com"),
                    language: language) {
                .mock(requestPasswordReset: MockRequestPasswordResetUseCase(returning: ()))
            },
            Preview(signedOut: "New password\(suffix)", .resetPassword(token: token), language: language, link: { language in
                .mock(resetPassword: resetting(refusal: nil, language: language))
            }),
            Preview(signedOut: "New password refused\(suffix)", .resetPassword(token: token),
                    sending: ResetPasswordViewModel.Action.savePasswordTapped(token: token, newPassword: "short"), status: .unprocessableContent, language: language, link: { language in
                let reset = resetting(refusal: nil, language: language)
                reset.stub.fails(.invalid(ValidationErrors([.newPassword: .tooShort(minimum: 8)])))
                return .mock(resetPassword: reset)
            }),
            Preview(signedOut: "Reset link expired\(suffix)", .resetPassword(token: token), status: HTTPStatus(code: 410), language: language, link: { language in
                .mock(resetPassword: resetting(refusal: .expired, language: language))
            }),
            Preview(signedOut: "Confirm address\(suffix)", .confirmEmail(token: token), language: language, link: { language in
                .mock(confirmEmail: confirming(refusal: nil, language: language))
            }),
            Preview(signedOut: "Confirmation link expired\(suffix)", .confirmEmail(token: token), status: HTTPStatus(code: 410), language: language, link: { language in
                .mock(confirmEmail: confirming(refusal: .expired, language: language))
            }),
            Preview("Address unconfirmed\(suffix)", .account, language: language) { .mock() },
            Preview("Address confirmed\(suffix)", .account, flash: FlashMessage(FlashText(.emailConfirmedFlash, .text("ada@example.com"))),
                    language: language, emailConfirmed: true) { .mock() },
            Preview("Email off\(suffix)", .account, language: language, sendsMail: false) { .mock() },
            Preview("Notifications, email off\(suffix)", .settings, language: language, sendsMail: false) {
                .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), fetchPushDevices: MockFetchPushDevicesUseCase(returning: []))
            },
        ]
    }

    /// The link's holder, Ada, speaks the preview's language (a link page speaks its holder's).
    private static func holder(_ refusal: AccountLinkRefusal?, language: String) -> Result<User, AccountLinkRefusal> {
        refusal.map { .failure($0) } ?? .success(.fixture(settings: UserSettings(language: language)))
    }

    private static func resetting(refusal: AccountLinkRefusal?, language: String) -> MockResetPasswordUseCase {
        let reset = MockResetPasswordUseCase()
        reset.holderStub.returns(holder(refusal, language: language))
        return reset
    }

    private static func confirming(refusal: AccountLinkRefusal?, language: String) -> MockConfirmEmailUseCase {
        let confirm = MockConfirmEmailUseCase()
        confirm.holderStub.returns(holder(refusal, language: language))
        return confirm
    }
}
