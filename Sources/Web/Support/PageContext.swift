/// Which navigation entry the page belongs to, for `aria-current`.
struct Navigation: Encodable, Sendable {
    var lists = false
    var today = false
    var scheduled = false
    var flagged = false
    var completed = false
    var account = false
    /// The search box's value.
    var query = ""
}

/// What an error page shows.
struct ErrorPage: Encodable, Sendable {
    var title: String
    var message: String
    var canRetry = false
    var retryPath = ""
}

/// Who is signed in, as the header shows them.
struct SignedInUser: Encodable, Sendable {
    var displayName: String
}

/// Everything a page template reads besides the catalog (compiled in as `t`): the navigation,
/// the flash, the person signed in (nil: the header shows no navigation), the CSRF token every
/// post form carries, and the screen's state under `page` (or an error under `error`).
struct PageContext<State: Encodable>: Encodable {
    let nav: Navigation
    let flash: String?
    let user: SignedInUser?
    let csrf: String
    let page: State?
    let error: ErrorPage?

    /// The page for `known`'s request: its person in the header, its form token in the forms.
    init(nav: Navigation, flash: String?, page: State?, error: ErrorPage?, for known: WebContext) {
        self.nav = nav
        self.flash = flash
        user = known.session.map { SignedInUser(displayName: $0.user.displayName) }
        csrf = known.csrfToken
        self.page = page
        self.error = error
    }
}
