import HTTPServer
import Presentation

/// A list's share page (`/lists/5/share`): its members and roles; the owner's invitations.
enum ShareListScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ShareListViewModel {
        ShareListViewModel(person: try context.signedInSession().user, useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> ShareListViewModel.Action {
        guard case .listShare(let id) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(listID: id)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ShareListViewModel.Action {
        guard case .listShare(let id) = route else { throw HTTPError(.methodNotAllowed) }
        return try ShareListForm.action(from: form, listID: id)
    }

    static func template(at route: Route) -> String { "list-share" }

    static func navigation(at route: Route, _ state: ShareListViewModel.State) -> Navigation { Navigation(lists: true) }
}

extension ShareListViewModel: ScreenViewModel {}
extension ShareListViewModel.State: HasOutcome {}

/// The invitations waiting for the person (`/invitations`), to accept or decline.
enum InvitationsScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> InvitationsViewModel {
        InvitationsViewModel(
            person: try context.signedInSession().user, sendsMail: screens.accounts.sendsMail, useCases: try screens.container(context),
            strings: screens.catalog(context)
        )
    }

    static func appear(at route: Route) throws(HTTPError) -> InvitationsViewModel.Action { .onAppear }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> InvitationsViewModel.Action {
        try InvitationsForm.action(from: form)
    }

    static func template(at route: Route) -> String { "invitations" }

    static func navigation(at route: Route, _ state: InvitationsViewModel.State) -> Navigation { Navigation(lists: true) }
}

extension InvitationsViewModel: ScreenViewModel {}
extension InvitationsViewModel.State: HasOutcome {}
