import HTTPServer
import Presentation

/// The account page (`/account`), its deletion question (`/account/delete`), and signing out
/// (`/sign-out`, posted only): the person signed in's account.
enum AccountScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> AccountViewModel {
        let session = try context.signedInSession()
        return AccountViewModel(
            session: session, useCases: screens.accounts.container(for: session.user), strings: screens.catalog(context),
            origin: context.clientAddress, sendsMail: screens.accounts.sendsMail
        )
    }

    static func appear(at route: Route) throws(HTTPError) -> AccountViewModel.Action {
        switch route {
        case .account: .onAppear
        case .accountDeletion: .deleteAccountTapped
        default: throw HTTPError(.methodNotAllowed)
        }
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> AccountViewModel.Action {
        if case .signOut = route { return AccountForm.signOutAction(from: form) }
        return try AccountForm.action(from: form)
    }

    static func template(at route: Route) -> String {
        if case .accountDeletion = route { "account-delete" } else { "account" }
    }

    static func navigation(at route: Route, _ state: AccountViewModel.State) -> Navigation { Navigation(account: true) }
}

extension AccountViewModel: ScreenViewModel {}
extension AccountViewModel.State: SessionChanging {}
