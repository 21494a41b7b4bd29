import HTTPServer
import Presentation
import Templating

/// One screen of the app as the web front serves it, described once in `Web/Screens/<Name>Screen.swift`:
/// how its ViewModel is made for a request, what opening each of its places sends (`appear`),
/// how a form posted there is decoded (`action(posted:at:)`), its template and navigation entry.
/// A place names its screen (`Place(…, screen: ListsOverviewScreen.self, …)`), so the router,
/// the preview gallery and the tests' check that every rendered form decodes find it there: a
/// new page is its place and this conformance, and no switch elsewhere learns it.
///
/// A screen's places are the routes it pattern-matches (the list's page and its deletion
/// question are both the list's screen); it is only ever asked about its own.
protocol WebScreen: Sendable {
    associatedtype ViewModel: ScreenViewModel

    /// The ViewModel for this request: the person's use cases, the request's catalog.
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ViewModel
    /// What opening the place at `route` sends; a place that is not opened (posted to only) is a `405`.
    static func appear(at route: Route) throws(HTTPError) -> ViewModel.Action
    /// What a form posted to `route` asks (which page to come back to is the address's): an
    /// unknown action or a malformed field is a `400`; a place that takes no posts, a `405`.
    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ViewModel.Action
    /// What a file upload (`multipart/form-data`) posted to `route` asks; by default none is taken (`415`).
    static func action(uploaded form: MultipartForm, at route: Route) throws(HTTPError) -> ViewModel.Action
    /// The template of the page at `route`.
    static func template(at route: Route) -> String
    /// The navigation entry the page at `route` belongs to (by default none).
    static func navigation(at route: Route, _ state: ViewModel.State) -> Navigation
    /// Sends `action` to a new ViewModel and answers from its state; by default the page or
    /// redirect its outcome says (with the session's cookie set or cleared where the state says so).
    static func respond(
        sending action: ViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse
    /// The answer at `route`: opening it, or what was posted (or `preview`, a typed action of
    /// this screen's ViewModel, for the gallery), sent to the screen.
    static func answer(
        at route: Route, sending preview: (any Sendable)?, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse
}

extension WebScreen {
    /// The screen's name in the preview gallery and its addresses: `ReminderListScreen` is `reminderList`.
    static var name: String {
        let type = String(describing: self).dropLast("Screen".count)
        return type.prefix(1).lowercased() + type.dropFirst()
    }

    static func action(uploaded form: MultipartForm, at route: Route) throws(HTTPError) -> ViewModel.Action {
        throw HTTPError(.unsupportedMediaType)
    }

    static func navigation(at route: Route, _ state: ViewModel.State) -> Navigation {
        Navigation()
    }

    static func respond(
        sending action: ViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        try await show(action, at: route, screens, request, context)
    }

    /// Sends `action` to a new ViewModel and answers with the page or redirect its state's outcome says.
    static func show(
        _ action: ViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        try await answer(try await state(after: action, screens, request, context), at: route, screens, request, context)
    }

    /// The state of a new ViewModel for the request after it was sent `action`.
    static func state(
        after action: ViewModel.Action, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> ViewModel.State {
        let viewModel = try viewModel(screens, request, context)
        await viewModel.send(action)
        return viewModel.state
    }

    /// The page or redirect `state`'s outcome says, for the page at `route`.
    static func answer(
        _ state: ViewModel.State, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        try await screens.answer(
            state.outcome, state: state, template: template(at: route), nav: navigation(at: route, state), at: route, request: request,
            context: context
        )
    }

    static func answer(
        at route: Route, sending preview: (any Sendable)?, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        let action: ViewModel.Action
        if let preview {
            guard let typed = preview as? ViewModel.Action else { throw HTTPError(.internalServerError, "an action of another screen") }
            action = typed
        } else {
            action = switch (request.method, context.upload) {
            case (.post, let upload?): try Self.action(uploaded: upload, at: route)
            case (.post, nil): try Self.action(posted: context.postedForm(of: request), at: route)
            default: try appear(at: route)
            }
        }
        return try await respond(sending: action, at: route, screens, request, context)
    }
}

extension WebScreen where ViewModel.State: SessionChanging {
    static func respond(
        sending action: ViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        try await show(action, at: route, screens, request, context)
    }

    /// Sends `action` to a new ViewModel and answers as its state says, with the session's
    /// cookie set or cleared as the state says.
    static func show(
        _ action: ViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        let state = try await state(after: action, screens, request, context)
        return try await screens.answer(
            state, template: template(at: route), nav: navigation(at: route, state), at: route, request: request, context: context
        )
    }
}

/// A screen's ViewModel as the web front drives it: an action in, a state with its outcome out.
protocol ScreenViewModel {
    associatedtype Action: Sendable
    associatedtype State: TemplateWritable & HasOutcome
    func send(_ action: Action) async
    var state: State { get }
}

/// A state that says what the web layer answers.
protocol HasOutcome {
    var outcome: Outcome { get }
}
