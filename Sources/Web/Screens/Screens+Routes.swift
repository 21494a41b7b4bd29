import Domain
import HTTPServer
import Presentation
import Templating

extension Screens {
    /// The answer at `route`: what a read or a post asks of the screen there (`Route`'s
    /// `appearAction` or the decoded form), sent to its ViewModel, and the page or redirect of the
    /// state that results.
    func respond(to route: Route, _ request: HTTPRequest, _ context: WebContext) async throws -> HTTPResponse {
        let action = switch (request.method, context.upload) {
        case (.post, let upload?): try route.action(uploaded: upload)
        case (.post, nil): try route.action(posted: context.postedForm(of: request))
        default: try route.appearAction
        }
        return try await respond(to: route, sending: action, request, context)
    }

    /// The answer at `route` when `action` is sent to its screen.
    func respond(to route: Route, sending action: ScreenAction, _ request: HTTPRequest, _ context: WebContext) async throws -> HTTPResponse {
        let template = Self.template(at: route)
        let nav = Self.navigation(at: route)
        switch action {
        case .listsOverview(let action):
            return try await show(ListsOverviewViewModel(useCases: try container(context), strings: catalog(context)), action, template, nav, request, context)
        case .reminderList(let action):
            return try await show(ReminderListViewModel(useCases: try container(context), strings: catalog(context)), action, template, nav, request, context)
        case .reminderEditor(let action):
            return try await show(ReminderEditorViewModel(useCases: try container(context), strings: catalog(context)), action, template, nav, request, context)
        case .smartList(let action):
            return try await show(SmartListViewModel(useCases: try container(context), strings: catalog(context)), action, template, nav, request, context)
        case .tag(let action):
            return try await show(TagViewModel(useCases: try container(context), strings: catalog(context)), action, template, nav, request, context)
        case .search(let action):
            // The search box in the header keeps the query.
            return try await show(SearchViewModel(useCases: try container(context), strings: catalog(context)), action, template, nav, request, context) {
                Navigation(query: $0.query)
            }
        case .signIn(let action):
            return try await signIn(action, template: template, request, context)
        case .signUp(let action):
            return try await signUp(action, template: template, request, context)
        case .account(let action):
            return try await accountPage(action, template: template, nav: nav, request, context)
        case .forgotPassword(let action):
            let viewModel = ForgotPasswordViewModel(useCases: accounts, strings: catalog(context), origin: context.clientAddress)
            return try await show(viewModel, action, template, nav, request, context)
        case .resetPassword(let action):
            return try await resetPassword(action, template: template, request, context)
        case .confirmEmail(let action):
            return try await show(ConfirmEmailViewModel(useCases: accounts, strings: catalog(context)), action, template, nav, request, context)
        case .settings(let action):
            let viewModel = SettingsViewModel(
                session: try context.signedInSession(), useCases: try container(context), strings: catalog(context),
                catalogs: renderer.localizations.all.map(\.catalog), userAgent: request.headers["User-Agent"] ?? "",
                sendsMail: accounts.sendsMail, origin: context.clientAddress
            )
            return try await show(viewModel, action, template, nav, request, context)
        case .markDone(let action):
            let viewModel = MarkDoneViewModel(useCases: accounts, person: { [accounts] in accounts.container(for: $0) }, strings: catalog(context))
            return try await showLinkPage(viewModel, action, template, request, context)
        case .stopSummary(let action):
            let viewModel = StopSummaryViewModel(useCases: accounts, person: { [accounts] in accounts.container(for: $0) }, strings: catalog(context))
            return try await showLinkPage(viewModel, action, template, request, context)
        }
    }

    /// A page that a link of an alert or the summary opens, signed in or not: a token that names
    /// nothing (forged, or its person or reminder gone) is a `404`, logged.
    private func showLinkPage<ViewModel: ScreenViewModel>(
        _ viewModel: ViewModel, _ action: ViewModel.Action, _ template: String, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        await viewModel.send(action)
        let state = viewModel.state
        if state.outcome == .notFound { throw WebError.linkRefused("\(template) link names nothing") }
        return try answer(state.outcome, state: state, template: template, nav: Navigation(), request: request, context: context)
    }

    /// Sends `action` to a screen's ViewModel and answers from the state that results (with
    /// the navigation `nav`, or what `navigation` makes of the state).
    func show<ViewModel: ScreenViewModel>(
        _ viewModel: ViewModel, _ action: ViewModel.Action, _ template: String, _ nav: Navigation, _ request: HTTPRequest,
        _ context: WebContext, navigation: ((ViewModel.State) -> Navigation)? = nil
    ) async throws -> HTTPResponse {
        await viewModel.send(action)
        let state = viewModel.state
        return try answer(state.outcome, state: state, template: template, nav: navigation?(state) ?? nav, request: request, context: context)
    }

    /// The template of the page at each place.
    static func template(at route: Route) -> String {
        switch route {
        case .lists: "lists"
        case .list: "list"
        case .listDeletion: "list-delete"
        case .reminder: "reminder-edit"
        case .smartList: "smart-list"
        case .tag: "tag"
        case .search: "search"
        case .signIn: "sign-in"
        case .signUp: "sign-up"
        case .signOut, .account: "account"
        case .accountDeletion: "account-delete"
        case .settings: "settings"
        case .markDone: "mark-done"
        case .stopSummary: "stop-summary"
        case .forgotPassword: "forgot-password"
        case .resetPassword: "reset-password"
        case .confirmEmail: "confirm-email"
        case .health, .staticFile, .listExport, .accountExport: "error"
        }
    }

    /// The navigation entry each place belongs to (the search's query is its page's to say).
    static func navigation(at route: Route) -> Navigation {
        switch route {
        case .lists, .list, .listDeletion, .reminder, .tag, .listExport: Navigation(lists: true)
        case .smartList(.today, _): Navigation(today: true)
        case .smartList(.scheduled, _): Navigation(scheduled: true)
        case .smartList(.flagged, _): Navigation(flagged: true)
        case .smartList(.completed, _): Navigation(completed: true)
        case .signOut, .account, .accountDeletion, .accountExport: Navigation(account: true)
        case .settings: Navigation(settings: true)
        case .search, .signIn, .signUp, .health, .staticFile, .markDone, .stopSummary, .forgotPassword, .resetPassword, .confirmEmail: Navigation()
        }
    }
}

/// A screen's ViewModel as the web front drives it: an action in, a state with its outcome out.
protocol ScreenViewModel {
    associatedtype Action
    associatedtype State: TemplateWritable & HasOutcome
    func send(_ action: Action) async
    var state: State { get }
}

/// A state that says what the web layer answers.
protocol HasOutcome {
    var outcome: Outcome { get }
}

extension ListsOverviewViewModel: ScreenViewModel {}
extension ReminderListViewModel: ScreenViewModel {}
extension ReminderEditorViewModel: ScreenViewModel {}
extension SmartListViewModel: ScreenViewModel {}
extension SearchViewModel: ScreenViewModel {}
extension TagViewModel: ScreenViewModel {}
extension SettingsViewModel: ScreenViewModel {}
extension MarkDoneViewModel: ScreenViewModel {}
extension StopSummaryViewModel: ScreenViewModel {}
extension ForgotPasswordViewModel: ScreenViewModel {}
extension ConfirmEmailViewModel: ScreenViewModel {}
extension ListsOverviewViewModel.State: HasOutcome {}
extension ReminderListViewModel.State: HasOutcome {}
extension ReminderEditorViewModel.State: HasOutcome {}
extension SmartListViewModel.State: HasOutcome {}
extension SearchViewModel.State: HasOutcome {}
extension TagViewModel.State: HasOutcome {}
extension SettingsViewModel.State: HasOutcome {}
extension MarkDoneViewModel.State: HasOutcome {}
extension StopSummaryViewModel.State: HasOutcome {}
extension ForgotPasswordViewModel.State: HasOutcome {}
extension ConfirmEmailViewModel.State: HasOutcome {}
