import Domain
import Entities
import HTTPServer
import Presentation
import Templating

/// Every address of the app, in one table.
///
/// A request's path parses into a `Route` and its query fills in what the place shows (a list's
/// page and completed toggle, the search, where to go after signing in); a `Route` prints as
/// the path of a link, a form's action or a redirect. The router, the rule of which places a
/// signed-out visitor reaches, every redirect, the form a post is decoded with, and the tests'
/// check that each rendered form decodes all come from here: a new page is a new case, and the
/// compiler points at every switch that must learn it.
public enum Route: Hashable, Sendable {
    /// `/`: every list; a post creates one.
    case lists
    /// `/lists/5`, `?completed=1` with its completed reminders, `&page=2`: one page of a list.
    case list(ReminderList.ID, page: Int = 1, showCompleted: Bool = false)
    /// `/lists/5/delete`: the question before a list is deleted.
    case listDeletion(ReminderList.ID)
    /// `/reminders/7/edit`: a reminder's editor.
    case reminder(Reminder.ID)
    /// `/today`, `/scheduled`, `/flagged`, `/completed`, `?page=2`.
    case smartList(SmartList, page: Int = 1)
    /// `/tags/home`, `?page=2`: the open reminders tagged `#home` (the name without `#`).
    case tag(String, page: Int = 1)
    /// `/search?q=milk&page=2`.
    case search(query: String = "", page: Int = 1)
    /// `/sign-in?next=%2Flists%2F5`: sign in, then go to `next` (a local path).
    case signIn(next: String = "/")
    /// `/sign-up?next=…`: make an account, then go to `next`.
    case signUp(next: String = "/")
    /// `/sign-out` (posted only).
    case signOut
    /// `/account`: the name, the password, the other sessions.
    case account
    /// `/account/delete`: the question, with the password, before the account is deleted.
    case accountDeletion
    /// `/settings`: language, time zone, first day of the week, default list; feedback.
    case settings
    /// `/lists/5/export.ics`: the list as a calendar file, to download.
    case listExport(ReminderList.ID)
    /// `/account/export.json`: everything the person keeps here, as one file to download.
    case accountExport
    /// `/alerts/done?token=…`, `&done=1` once done: an alert's "Mark done" page, reached
    /// signed out too; the sealed token names the person and the reminder.
    case markDone(token: String, done: Bool = false)
    /// `/notifications/stop-summary?token=…`, `&stopped=1` once stopped: the daily summary's stop
    /// page, reached signed out too, and its one-click unsubscribe (RFC 8058).
    case stopSummary(token: String, stopped: Bool = false)
    /// `/forgot-password`: asks for a password reset link.
    case forgotPassword
    /// `/reset-password?token=…`: a new password through a mailed link. The token travels in the
    /// query, which the access log leaves out.
    case resetPassword(token: String = "")
    /// `/confirm-email?token=…`: confirms an address through a mailed link.
    case confirmEmail(token: String = "")
    /// `/healthz`: whether storage reads and writes.
    case health
    /// `/static/…`: a file of `Public/`, by its path's segments.
    case staticFile([String])

    /// The names of the query's fields, read and printed only here (and by forms that post them).
    enum QueryName {
        static let page = "page"
        static let completed = "completed"
        static let search = "q"
        static let next = "next"
        static let token = "token"
        static let done = "done"
        static let stopped = "stopped"
    }

    // MARK: Reading

    /// The place a path's percent-decoded segments name, everything its query would say left at
    /// its default; nil where the app has nothing (an id that is not a positive number included:
    /// it could name nothing).
    public init?(segments: [String]) {
        switch (segments.count, segments.first ?? "") {
        case (0, _): self = .lists
        case (1, "search"): self = .search()
        case (1, "sign-in"): self = .signIn()
        case (1, "sign-up"): self = .signUp()
        case (1, "sign-out"): self = .signOut
        case (1, "account"): self = .account
        case (1, "settings"): self = .settings
        case (1, "healthz"): self = .health
        case (1, "forgot-password"): self = .forgotPassword
        case (1, "reset-password"): self = .resetPassword()
        case (1, "confirm-email"): self = .confirmEmail()
        // Where browsers and bookmark tools look for an icon when a page names none.
        case (1, "favicon.ico"): self = .staticFile(["icon.svg"])
        case (1, let name):
            guard let list = SmartList(rawValue: name) else { return nil }
            self = .smartList(list)
        case (2, "lists"):
            guard let id = Self.id(segments[1]) else { return nil }
            self = .list(id)
        case (2, "alerts") where segments[1] == "done": self = .markDone(token: "")
        case (2, "notifications") where segments[1] == "stop-summary": self = .stopSummary(token: "")
        case (2, "account") where segments[1] == "delete": self = .accountDeletion
        case (2, "account") where segments[1] == "export.json": self = .accountExport
        // Any name: one that is no tag has no page, which its screen answers (404).
        case (2, "tags"): self = .tag(segments[1])
        case (3, "lists") where segments[2] == "delete":
            guard let id = Self.id(segments[1]) else { return nil }
            self = .listDeletion(id)
        case (3, "lists") where segments[2] == "export.ics":
            guard let id = Self.id(segments[1]) else { return nil }
            self = .listExport(id)
        case (3, "reminders") where segments[2] == "edit":
            guard let id = Self.id(segments[1]) else { return nil }
            self = .reminder(id)
        case (2..., "static"): self = .staticFile(Array(segments.dropFirst()))
        default: return nil
        }
    }

    /// The place of a path as a request sends it (percent-encoded); nil where there is none or
    /// the encoding is broken.
    public init?(path: Substring) {
        guard let segments = try? PathSegments.decoded(path) else { return nil }
        self.init(segments: segments)
    }

    /// The place and what its query says, from a path with its query (a request's target, or a
    /// link on a page); nil where the app has nothing there or the query is malformed.
    public init?(target: String) {
        let request = HTTPRequest(method: .get, target: target)
        guard let place = Route(path: request.path), let query = try? request.queryItems(),
              let route = try? place.reading(query)
        else { return nil }
        self = route
    }

    /// This place with what `query` says of it: a list's `completed` and `page`, a smart list's
    /// `page`, the search's `q` and `page`, the account pages' `next`. A malformed value is a `400`.
    public func reading(_ query: URLEncodedForm) throws(HTTPError) -> Route {
        let fields = FormFields(form: query)
        switch self {
        case .list(let id, _, _):
            return .list(id, page: try fields.page(QueryName.page), showCompleted: try fields.checkbox(QueryName.completed))
        case .smartList(let list, _):
            return .smartList(list, page: try fields.page(QueryName.page))
        case .tag(let name, _):
            return .tag(name, page: try fields.page(QueryName.page))
        case .search:
            return .search(query: try fields.optionalString(QueryName.search), page: try fields.page(QueryName.page))
        case .signIn:
            return .signIn(next: try Self.next(in: fields))
        case .signUp:
            return .signUp(next: try Self.next(in: fields))
        case .markDone:
            return .markDone(token: try fields.optionalString(QueryName.token), done: try fields.checkbox(QueryName.done))
        case .stopSummary:
            return .stopSummary(token: try fields.optionalString(QueryName.token), stopped: try fields.checkbox(QueryName.stopped))
        case .resetPassword:
            return .resetPassword(token: try fields.optionalString(QueryName.token))
        case .confirmEmail:
            return .confirmEmail(token: try fields.optionalString(QueryName.token))
        case .lists, .listDeletion, .reminder, .signOut, .account, .accountDeletion, .settings, .health, .staticFile,
             .listExport, .accountExport, .forgotPassword:
            return self
        }
    }

    /// The local path in a query's or form's `next` (absent or foreign: `/`).
    static func next(in fields: FormFields) throws(HTTPError) -> String {
        let next = try fields.optionalString(QueryName.next)
        return next.isEmpty ? "/" : LocalPath.sanitized(next)
    }

    // MARK: Printing

    /// The path, with the query that says what the place shows: page 1, a hidden completed
    /// toggle, an empty search and `next=/` are left out.
    public var path: String {
        var path = ""
        print(into: &path)
        return path
    }

    /// Prints the path into `sink`: a `String`, or a template field as it is written (a list
    /// page prints two paths per row, and made as strings they took as long to encode as the
    /// rest of the page's data).
    func print(into sink: inout some PathSink) {
        var query = QueryPrinter()
        switch self {
        case .lists:
            sink.append("/")
        case .list(let id, let page, let showCompleted):
            sink.append("/lists/")
            sink.append(id)
            if showCompleted { query.add(QueryName.completed, "1", to: &sink) }
            query.add(page: page, to: &sink)
        case .listDeletion(let id):
            sink.append("/lists/")
            sink.append(id)
            sink.append("/delete")
        case .listExport(let id):
            sink.append("/lists/")
            sink.append(id)
            sink.append("/export.ics")
        case .accountExport:
            sink.append("/account/export.json")
        case .reminder(let id):
            sink.append("/reminders/")
            sink.append(id)
            sink.append("/edit")
        case .smartList(let list, let page):
            sink.append("/")
            sink.append(list.rawValue)
            query.add(page: page, to: &sink)
        case .tag(let name, let page):
            sink.append("/tags/")
            sink.append(name.percentEncodedComponent())
            query.add(page: page, to: &sink)
        case .search(let text, let page):
            sink.append("/search")
            if !text.isEmpty { query.add(QueryName.search, text, to: &sink) }
            query.add(page: page, to: &sink)
        case .signIn(let next):
            sink.append("/sign-in")
            query.add(next: next, to: &sink)
        case .signUp(let next):
            sink.append("/sign-up")
            query.add(next: next, to: &sink)
        case .signOut:
            sink.append("/sign-out")
        case .account:
            sink.append("/account")
        case .accountDeletion:
            sink.append("/account/delete")
        case .settings:
            sink.append("/settings")
        case .markDone(let token, let done):
            sink.append("/alerts/done")
            query.add(QueryName.token, token, to: &sink)
            if done { query.add(QueryName.done, "1", to: &sink) }
        case .stopSummary(let token, let stopped):
            sink.append("/notifications/stop-summary")
            query.add(QueryName.token, token, to: &sink)
            if stopped { query.add(QueryName.stopped, "1", to: &sink) }
        case .health:
            sink.append("/healthz")
        case .forgotPassword:
            sink.append("/forgot-password")
        case .resetPassword(let token):
            sink.append("/reset-password")
            if !token.isEmpty { query.add(QueryName.token, token, to: &sink) }
        case .confirmEmail(let token):
            sink.append("/confirm-email")
            if !token.isEmpty { query.add(QueryName.token, token, to: &sink) }
        case .staticFile(let segments):
            sink.append("/static")
            for segment in segments {
                sink.append("/")
                sink.append(segment.percentEncodedComponent())
            }
        }
    }

    /// Writes a query's fields, `?` before the first and `&` before the others, values percent-encoded.
    private struct QueryPrinter {
        private var hasField = false

        mutating func add(_ name: String, _ value: String, to sink: inout some PathSink) {
            sink.append(hasField ? "&" : "?")
            hasField = true
            sink.append(name)
            sink.append("=")
            sink.append(value.percentEncodedComponent())
        }

        mutating func add(page: Int, to sink: inout some PathSink) {
            guard page > 1 else { return }
            sink.append(hasField ? "&" : "?")
            hasField = true
            sink.append(QueryName.page)
            sink.append("=")
            sink.append(Int64(page))
        }

        mutating func add(next: String, to sink: inout some PathSink) {
            let local = LocalPath.sanitized(next)
            if local != "/" { add(QueryName.next, local, to: &sink) }
        }
    }

    // MARK: Rules

    /// The methods the place answers (`HEAD` with `GET`); any other is a `405` that lists these.
    public var methods: [HTTPMethod] {
        switch self {
        case .lists, .list, .reminder, .smartList, .tag, .search, .signIn, .signUp, .account, .accountDeletion, .settings, .markDone,
             .stopSummary, .forgotPassword, .resetPassword, .confirmEmail: [.get, .post]
        case .listDeletion, .health, .staticFile, .listExport, .accountExport: [.get]
        case .signOut: [.post]
        }
    }

    /// Whether a signed-out visitor reaches the place; every other sends them to sign in first.
    public var isPublic: Bool {
        switch self {
        case .signIn, .signUp, .health, .staticFile, .markDone, .stopSummary, .forgotPassword, .resetPassword, .confirmEmail: true
        case .lists, .list, .listDeletion, .reminder, .smartList, .tag, .search, .signOut, .account, .accountDeletion, .settings,
             .listExport, .accountExport: false
        }
    }

    /// The largest body a post may carry, at `place` (nil: a path the table has no place at),
    /// asked before the body is read and before anyone knows whether its session is live — so
    /// `signedIn` only says that the request names a session. Signed out, every form is a few
    /// fields (an address and a password, a mailed link's token; `next` can be a long path), so a
    /// few KiB; signed in, a list's page takes a calendar file to import, and every other form,
    /// a reminder's notes at most, fits in 64 KiB.
    public static func bodyLimit(at place: Route?, signedIn: Bool) -> Int {
        guard signedIn else { return 16 * 1024 }
        switch place {
        case .list?: return 1024 * 1024
        default: return 64 * 1024
        }
    }

    /// Whether the place is a page of the app, with forms, rather than a file or a probe for
    /// machines (which need no form token and are no place to go back to after signing in).
    public var isPage: Bool {
        switch self {
        case .health, .staticFile, .listExport, .accountExport: false
        case .lists, .list, .listDeletion, .reminder, .smartList, .tag, .search, .signIn, .signUp, .signOut, .account, .accountDeletion, .settings,
             .markDone, .stopSummary, .forgotPassword, .resetPassword, .confirmEmail: true
        }
    }

    /// A positive identifier from a path segment; anything else names nothing.
    private static func id(_ segment: String) -> Int64? {
        try? FormFields.id(segment, field: "id")
    }
}

extension Route {
    /// Where a screen sends the browser: the place of a `Destination`.
    public init(_ destination: Destination) {
        switch destination {
        case .lists: self = .lists
        case .list(let id, let page, let showCompleted): self = .list(id, page: page, showCompleted: showCompleted)
        case .reminder(let id): self = .reminder(id)
        case .smartList(let list, let page): self = .smartList(list, page: page)
        case .tag(let name, let page): self = .tag(name, page: page)
        case .search(let query, let page): self = .search(query: query, page: page)
        case .signIn: self = .signIn()
        case .account: self = .account
        case .settings: self = .settings
        case .markDone(let token, let done): self = .markDone(token: token, done: done)
        case .stopSummary(let token, let stopped): self = .stopSummary(token: token, stopped: stopped)
        case .local(let path): self = Route(local: path)
        }
    }

    /// The page at a local path someone asked for before signing in, printed anew from the
    /// table; the lists where the path is no page a person can open (or only one for signing in).
    public init(local path: String) {
        guard LocalPath.sanitized(path) == path, let route = Route(target: path), route.isPage, route.methods.contains(.get) else {
            self = .lists
            return
        }
        switch route {
        // Nowhere to come back to after signing in: a link's page acts for its token's person.
        case .signIn, .signUp, .markDone, .stopSummary, .forgotPassword, .resetPassword, .confirmEmail: self = .lists
        default: self = route
        }
    }
}

/// Where a route prints its path: a `String`, or a template field as it is written.
protocol PathSink {
    mutating func append(_ text: StaticString)
    mutating func append(_ text: String)
    mutating func append(_ number: Int64)
}

extension String: PathSink {
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { self += String(decoding: $0, as: UTF8.self) }
    }

    mutating func append(_ number: Int64) {
        self += String(number)
    }
}

extension TemplateTextWriter: PathSink {}
