import HTTPServer
import Presentation

extension Route {
    /// The screen of the place (`WebScreen`, named by its `Place`); nil for a file or a probe.
    var screen: (any WebScreen.Type)? {
        var none: Void = ()
        return visit(ScreenReader(), &none)
    }

    /// The name of the place's screen (`reminderList`), as the preview gallery groups its
    /// previews; nil for a file or a probe.
    public var screenName: String? {
        screen?.name
    }

    /// The template of the place's page (its screen's); nil for a file or a probe.
    var template: String? {
        screen?.template(at: self)
    }

    /// The name of every screen, in the order of the route table.
    public static let screenNames: [String] = {
        var names: [String] = []
        for case let screen? in Places.all.map(\.screen) where !names.contains(screen.name) {
            names.append(screen.name)
        }
        return names
    }()

    /// What opening the place asks of its screen: its ViewModel's action, with what its address
    /// says (the page, the completed toggle, the search, `next`). A place that is not a page to
    /// open is a `405`. (The router sends it typed; this is for the tests and the gallery.)
    public var appearAction: any Sendable {
        get throws(HTTPError) {
            guard let screen else { throw HTTPError(.methodNotAllowed) }
            return try Self.appear(screen, at: self)
        }
    }

    /// What a form posted to the place asks of its screen, decoded by that screen's form (which
    /// page to come back to is the place's: a row's form posts to its page's own address): the
    /// one decoding the app uses, and the one the tests hold every rendered form to. An unknown
    /// action or a malformed field is a `400`; a place that takes no posts, a `405`.
    public func action(posted form: URLEncodedForm) throws(HTTPError) -> any Sendable {
        guard let screen, methods.contains(.post) else { throw HTTPError(.methodNotAllowed) }
        return try Self.action(screen, posted: form, at: self)
    }

    /// What a file upload (`multipart/form-data`) posted to the place asks of its screen: only a
    /// list's page takes one (its import form), and the stop page a mail provider's one-click
    /// unsubscribe, which RFC 8058 has it post so; anywhere else a form must be URL-encoded (`415`).
    public func action(uploaded form: MultipartForm) throws(HTTPError) -> any Sendable {
        guard let screen else { throw HTTPError(.unsupportedMediaType) }
        return try Self.action(screen, uploaded: form, at: self)
    }

    private static func appear<Screen: WebScreen>(_ screen: Screen.Type, at route: Route) throws(HTTPError) -> any Sendable {
        try Screen.appear(at: route)
    }

    private static func action<Screen: WebScreen>(_ screen: Screen.Type, posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> any Sendable {
        try Screen.action(posted: form, at: route)
    }

    private static func action<Screen: WebScreen>(_ screen: Screen.Type, uploaded form: MultipartForm, at route: Route) throws(HTTPError) -> any Sendable {
        try Screen.action(uploaded: form, at: route)
    }
}
