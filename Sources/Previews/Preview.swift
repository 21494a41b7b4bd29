import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Web

/// One screen in one state, as the gallery shows it (seed 000's `#Preview("Loaded")` on the
/// server): the place, the action sent to its screen there (nil: opening it), who is looking,
/// and the mock use cases that put the screen in that state — no database.
public struct Preview: Sendable {
    /// What the state is called in the gallery ("Loaded", "Empty", "Title refused").
    public let name: String
    /// The place the page is at.
    public let route: Route
    /// What is sent to its screen (an action of the screen's ViewModel); nil for opening the page.
    public let action: (any Sendable)?
    /// The person looking; nil for a signed-out visitor.
    public let session: AuthenticatedSession?
    /// A one-time message the page shows, as after a redirect.
    public let flash: FlashMessage?
    /// The language the page is in (a catalog's code: `en`, `de`).
    public let language: String
    /// The status the page answers with: 200, 422 for a refused form, 404, 429, 503…
    public let status: HTTPStatus
    /// The accounts whose mock use cases put the screen in this state, for the page's language
    /// (a mailed link's holder speaks it); made fresh for each render.
    let accounts: @Sendable (String) -> AccountsContainer

    /// A signed-in person's page, from `container`'s mock use cases.
    /// - Parameters:
    ///   - emailConfirmed: whether the person has confirmed their address.
    ///   - sendsMail: whether the server sends mail.
    init(
        _ name: String, _ route: Route, sending action: (any Sendable)? = nil, flash: FlashMessage? = nil, status: HTTPStatus = .ok,
        language: String = UserSettings.defaultLanguage, user: User? = nil, emailConfirmed: Bool = false, sendsMail: Bool = true,
        container: @escaping @Sendable () -> DIContainer
    ) {
        self.name = name
        self.status = status
        self.route = route
        self.action = action
        var session = Samples.session(language: language)
        if let user { session.user = user }
        session.user.settings.language = language
        if emailConfirmed { session.user.emailConfirmedAt = fixtureDate }
        self.session = session
        self.flash = flash
        self.language = language
        self.accounts = { _ in AccountsContainer.mock(sendsMail: sendsMail, container: container()) }
    }

    /// A signed-out visitor's page, from `accounts`' mock use cases.
    init(
        signedOut name: String, _ route: Route, sending action: (any Sendable)? = nil, status: HTTPStatus = .ok,
        language: String = UserSettings.defaultLanguage, accounts: @escaping @Sendable () -> AccountsContainer = { .mock() }
    ) {
        self.init(signedOut: name, route, sending: action, status: status, language: language, link: { _ in accounts() })
    }

    /// A mailed link's page, opened signed out, from `link`'s mock use cases: made for the
    /// page's language, which the person the link is for speaks (a link page speaks theirs).
    init(
        signedOut name: String, _ route: Route, sending action: (any Sendable)? = nil, status: HTTPStatus = .ok,
        language: String = UserSettings.defaultLanguage, link: @escaping @Sendable (_ language: String) -> AccountsContainer
    ) {
        self.name = name
        self.status = status
        self.route = route
        self.action = action
        self.session = nil
        self.flash = nil
        self.language = language
        self.accounts = link
    }

    /// The same state in `language`: the person's setting (or a signed-out visitor's browser) asks for it.
    public func inLanguage(_ language: String) -> Preview {
        Preview(copying: self, language: language)
    }

    private init(copying preview: Preview, language: String) {
        name = preview.name
        route = preview.route
        action = preview.action
        session = preview.session.map { session in
            var session = session
            session.user.settings.language = language
            return session
        }
        flash = preview.flash
        status = preview.status
        accounts = preview.accounts
        self.language = language
    }

    /// The screen the preview shows; nil for a place no screen opens (a mistake the tests catch).
    public var screen: String? {
        route.screenName
    }

    /// The preview's address in the gallery: `/previews/reminderList/title-refused`.
    public var path: String {
        let slug = name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        return "/previews/\(screen ?? "none")/\(slug)"
    }
}
