import Entities
import Presentation

/// Which navigation entry the page belongs to, for `aria-current`.
struct Navigation: Encodable, Sendable {
    var lists = false
    var today = false
    var scheduled = false
    var flagged = false
    var all = false
    var completed = false
    var account = false
    var settings = false
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

/// The flash as a page shows it: its text, in the page's language, and, when what was done can
/// be taken back, the Undo button's form, which posts the reverse action to the page it is on.
struct FlashView: Sendable {
    var text: String
    var undo: UndoForm?

    /// `message` as a page in `strings`' language shows it; nil when its key does not take its
    /// arguments (a cookie from an older version of the app): such a message is not shown.
    init?(_ message: FlashMessage, in strings: StringCatalog) {
        guard let text = message.text.text(in: strings) else { return nil }
        self.text = text
        undo = message.undo.flatMap(UndoCoding.form(for:))
    }
}

/// Who is signed in, as the header shows them.
struct SignedInUser: Encodable, Sendable {
    var displayName: String
}

/// Everything a page template reads besides the catalog (compiled in as `t`): the navigation,
/// the flash, the person signed in (nil: the header shows no navigation), the sidebar of a
/// signed-in person's page, the CSRF token every post form carries, and the screen's state under
/// `page` (or an error under `error`).
struct PageContext<State: Encodable> {
    let nav: Navigation
    let flash: FlashView?
    let user: SignedInUser?
    let sidebar: SidebarViewModel.State?
    let csrf: String
    let page: State?
    let error: ErrorPage?
    /// A fragment's rows gone from the page, by id (`RowsScreen`); a page has none.
    var gone: [Reminder.ID] = []

    /// The page for `known`'s request: its person in the header, its form token in the forms.
    init(
        nav: Navigation, flash: FlashView?, page: State?, error: ErrorPage?, sidebar: SidebarViewModel.State? = nil, for known: WebContext
    ) {
        self.nav = nav
        self.flash = flash
        user = known.session.map { SignedInUser(displayName: $0.user.displayName) }
        self.sidebar = sidebar
        csrf = known.csrfToken
        self.page = page
        self.error = error
    }
}
