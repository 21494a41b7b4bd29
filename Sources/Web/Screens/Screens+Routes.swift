import Domain
import HTTPServer
import Presentation

extension Screens {
    /// The answer at `route`: what a read or a post asks of the screen there (`Route`'s
    /// `appearAction` or the decoded form), sent to its ViewModel, and the page or redirect of the
    /// state that results.
    func respond(to route: Route, _ request: HTTPRequest) async throws -> HTTPResponse {
        let action = request.method == .post ? try route.action(posted: request.formFields()) : try route.appearAction
        let template = Self.template(at: route)
        let nav = Self.navigation(at: route)
        switch action {
        case .listsOverview(let action):
            let viewModel = ListsOverviewViewModel(useCases: try container(), strings: catalog)
            await viewModel.send(action)
            return try answer(viewModel.state.outcome, state: viewModel.state, template: template, nav: nav, request: request)
        case .reminderList(let action):
            let viewModel = ReminderListViewModel(useCases: try container(), strings: catalog)
            await viewModel.send(action)
            return try answer(viewModel.state.outcome, state: viewModel.state, template: template, nav: nav, request: request)
        case .reminderEditor(let action):
            let viewModel = ReminderEditorViewModel(useCases: try container(), strings: catalog)
            await viewModel.send(action)
            return try answer(viewModel.state.outcome, state: viewModel.state, template: template, nav: nav, request: request)
        case .smartList(let action):
            let viewModel = SmartListViewModel(useCases: try container(), strings: catalog)
            await viewModel.send(action)
            return try answer(viewModel.state.outcome, state: viewModel.state, template: template, nav: nav, request: request)
        case .search(let action):
            let viewModel = SearchViewModel(useCases: try container(), strings: catalog)
            await viewModel.send(action)
            let nav = Navigation(query: viewModel.state.query)
            return try answer(viewModel.state.outcome, state: viewModel.state, template: template, nav: nav, request: request)
        case .signIn(let action):
            return try await signIn(action, template: template, request)
        case .signUp(let action):
            return try await signUp(action, template: template, request)
        case .account(let action):
            return try await accountPage(action, template: template, nav: nav, request)
        }
    }

    /// The template of the page at each place.
    static func template(at route: Route) -> String {
        switch route {
        case .lists: "lists"
        case .list: "list"
        case .listDeletion: "list-delete"
        case .reminder: "reminder-edit"
        case .smartList: "smart-list"
        case .search: "search"
        case .signIn: "sign-in"
        case .signUp: "sign-up"
        case .signOut, .account: "account"
        case .accountDeletion: "account-delete"
        case .health, .staticFile: "error"
        }
    }

    /// The navigation entry each place belongs to (the search's query is its page's to say).
    static func navigation(at route: Route) -> Navigation {
        switch route {
        case .lists, .list, .listDeletion, .reminder: Navigation(lists: true)
        case .smartList(.today, _): Navigation(today: true)
        case .smartList(.scheduled, _): Navigation(scheduled: true)
        case .smartList(.completed, _): Navigation(completed: true)
        case .signOut, .account, .accountDeletion: Navigation(account: true)
        case .search, .signIn, .signUp, .health, .staticFile: Navigation()
        }
    }
}
