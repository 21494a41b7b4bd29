import Domain
import Entities
import Mocks
@testable import Presentation
import Testing

extension AccountViewModel.State {
    static func fixture(
        title: String = "Your account", displayName: String = "Ada", errors: FieldErrors = .none, outcome: Outcome = .none,
        sessionChange: SessionChange? = nil, isEmailConfirmed: Bool = false,
        emailStatus: String = "Your address is not confirmed yet: follow the link we mailed you. Alerts and summaries wait for it.",
        canSendConfirmation: Bool = true, sharedListsFate: [String] = []
    ) -> Self {
        Self(
            title: title, email: "ada@example.com", isEmailConfirmed: isEmailConfirmed, emailStatus: emailStatus,
            canSendConfirmation: canSendConfirmation, displayName: displayName,
            deletionMessage: "The account ada@example.com, its lists and every reminder in them will be deleted for good. Enter your password to confirm.",
            sharedListsFate: sharedListsFate, errors: errors, outcome: outcome, sessionChange: sessionChange
        )
    }
}

struct AccountViewModelTests {
    private let session = AuthenticatedSession.fixture(user: .fixture(id: 7))

    private func viewModel(_ container: DIContainer) -> AccountViewModel {
        AccountViewModel(session: session, useCases: container, strings: strings, origin: "203.0.113.9")
    }

    @Test func onAppear_showsTheAccount() async {
        let viewModel = viewModel(.mock())
        await viewModel.send(.onAppear)
        #expect(viewModel.state == .fixture())
    }

    @Test func savingADisplayName_storesIt_andComesBack() async {
        let change = MockChangeDisplayNameUseCase(returning: .fixture(displayName: "Countess"))
        let viewModel = viewModel(.mock(changeDisplayName: change))

        await viewModel.send(.saveDisplayNameTapped(displayName: " Countess "))

        #expect(viewModel.state == .fixture(displayName: " Countess ", outcome: .redirect(.account, flash: FlashText(.displayNameSaved))))
        #expect(change.stub.calls == [.init(userID: 7, displayName: " Countess ")])
    }

    @Test func anEmptyDisplayName_showsItsMessage() async {
        let viewModel = viewModel(.mock(changeDisplayName: MockChangeDisplayNameUseCase(failing: .invalid(ValidationErrors([.displayName: .empty])))))

        await viewModel.send(.saveDisplayNameTapped(displayName: ""))

        var errors = FieldErrors()
        errors[.displayName] = "Enter a display name"
        #expect(viewModel.state == .fixture(displayName: "", errors: errors, outcome: .invalid))
    }

    @Test func changingThePassword_comesBackSayingOtherSessionsEnded() async {
        let change = MockChangePasswordUseCase(returning: ())
        let viewModel = viewModel(.mock(changePassword: change))

        await viewModel.send(.changePasswordTapped(currentPassword: "old horse", newPassword: "new battery"))

        #expect(viewModel.state == .fixture(outcome: .redirect(.account, flash: FlashText(.passwordChanged))))
        #expect(change.stub.calls == [.init(session: session, currentPassword: "old horse", newPassword: "new battery", origin: "203.0.113.9")])
    }

    @Test func aWrongCurrentPassword_showsItsMessage() async {
        let viewModel = viewModel(.mock(changePassword: MockChangePasswordUseCase(failing: .invalid(ValidationErrors([.currentPassword: .wrongPassword])))))

        await viewModel.send(.changePasswordTapped(currentPassword: "nope", newPassword: "new battery"))

        var errors = FieldErrors()
        errors[.currentPassword] = "That is not your password"
        #expect(viewModel.state == .fixture(errors: errors, outcome: .invalid))
    }

    @Test(arguments: [0, 1, 3])
    func signingOutElsewhere_saysHowManySessionsEnded(count: Int) async {
        let signOutOthers = MockSignOutOtherSessionsUseCase(returning: count)
        let viewModel = viewModel(.mock(signOutOtherSessions: signOutOthers))

        await viewModel.send(.signOutOthersTapped)

        #expect(viewModel.state == .fixture(outcome: .redirect(.account, flash: FlashText(.otherSessionsEnded, .number(count)))))
        #expect(signOutOthers.stub.calls == [session])
    }

    @Test func deleteTapped_asksForConfirmation() async {
        let viewModel = viewModel(.mock())
        await viewModel.send(.deleteAccountTapped)
        #expect(viewModel.state == .fixture(title: "Delete your account?"))
    }

    @Test func deleteTapped_saysWhoTakesEachSharedList_andWhichGoForEveryone() async {
        let delete = MockDeleteAccountUseCase()
        delete.planned.returns(AccountDeletionPlan([
            ListShare(list: .fixture(id: 5, name: "Groceries"), role: .owner, members: [.fixture(id: 7, role: .owner), .fixture(id: 8, displayName: "Sam")], invitations: []),
            ListShare(list: .fixture(id: 6, name: "Book club"), role: .owner, members: [
                .fixture(id: 7, role: .owner), .fixture(id: 8, role: .viewer), .fixture(id: 9, role: .viewer),
            ], invitations: []),
        ]))
        let viewModel = viewModel(.mock(deleteAccount: delete))
        await viewModel.send(.deleteAccountTapped)
        #expect(viewModel.state == .fixture(title: "Delete your account?", sharedListsFate: [
            "“Groceries” goes to Sam, its longest-standing editor, with its reminders.",
            "“Book club” is deleted, for the 2 people you share it with too: nobody else may edit it.",
        ]))
    }

    @Test func deletionConfirmed_deletesTheAccount_andEndsTheSession() async {
        let delete = MockDeleteAccountUseCase(returning: ())
        let viewModel = viewModel(.mock(deleteAccount: delete))

        await viewModel.send(.deleteAccountConfirmed(password: "correct horse"))

        #expect(viewModel.state == .fixture(
            title: "Delete your account?", outcome: .redirect(.signIn(), flash: FlashText(.accountDeleted)), sessionChange: .ended
        ))
        #expect(delete.stub.calls == [.init(userID: 7, password: "correct horse", origin: "203.0.113.9")])
    }

    @Test func deletionWithAWrongPassword_staysOnTheConfirmation() async {
        let viewModel = viewModel(.mock(deleteAccount: MockDeleteAccountUseCase(failing: .invalid(ValidationErrors([.password: .wrongPassword])))))

        await viewModel.send(.deleteAccountConfirmed(password: "nope"))

        var errors = FieldErrors()
        errors[.password] = "That is not your password"
        #expect(viewModel.state == .fixture(title: "Delete your account?", errors: errors, outcome: .invalid))
    }

    @Test func signingOut_endsTheSession() async {
        let signOut = MockSignOutUseCase(returning: ())
        let viewModel = viewModel(.mock(signOut: signOut))

        await viewModel.send(.signOutTapped)

        #expect(viewModel.state == .fixture(outcome: .redirect(.signIn(), flash: FlashText(.signedOut)), sessionChange: .ended))
        #expect(signOut.stub.calls == [session.token])
    }

    @Test func storageFailure_isTheErrorPage() async {
        let viewModel = viewModel(.mock(signOut: MockSignOutUseCase(failing: .unavailable("locked"))))
        await viewModel.send(.signOutTapped)
        #expect(viewModel.state == .fixture(outcome: .failed(unavailableMessage, cause: "locked")))
    }
}
