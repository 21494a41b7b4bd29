import Domain
import Entities
import HTTPServer
import Presentation
import Templating

/// The path codec of the app's routes (`Route`, Presentation's): each place's path, query, rules
/// and access (`RouteAccess`) are declared once, in `Places` (a `Place` both reads and prints, so
/// the two cannot disagree). The router, the rule of which places a signed-out visitor reaches,
/// every redirect, the form a post is decoded with, and the tests' check that each rendered form
/// decodes and that another person's id is a 404 at every place of a list all come from here.
extension Route {
    /// The names of the query's fields, read and printed only here (and by forms that post them).
    enum QueryName {
        static let page = "page"
        static let completed = "completed"
        static let search = "q"
        static let next = "next"
        static let back = "back"
        static let token = "token"
        static let done = "done"
        static let stopped = "stopped"
        static let text = "text"
    }

    // MARK: Reading

    /// The place a path's percent-decoded segments name (`Places`), everything its query would
    /// say left at its default; nil where the app has nothing (an id that is not a positive
    /// number included: it could name nothing).
    public init?(segments: [String]) {
        for place in Places.all {
            if let route = place.parse(segments) {
                self = route
                return
            }
        }
        return nil
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

    /// This place with what `query` says of it (its place's query: a list's `completed` and
    /// `page`, the search's `q` and `page`, the account pages' `next`). A malformed value is a `400`.
    public func reading(_ query: URLEncodedForm) throws(HTTPError) -> Route {
        var fields = FormFields(form: query)
        return try visit(QueryReader(), &fields).get()
    }

    /// The page a query's or form's `next` names (`Route(local:)`: absent, foreign or no page
    /// a signed-in person opens, the lists).
    static func next(in fields: FormFields) throws(HTTPError) -> Route {
        let next = try fields.optionalString(QueryName.next)
        return next.isEmpty ? .lists : Route(local: next)
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
    func print<Sink: PathSink>(into sink: inout Sink) {
        visit(PathPrinter<Sink>(), &sink)
    }

    // MARK: Rules

    /// The methods the place answers (`HEAD` with `GET`); any other is a `405` that lists these.
    public var methods: [HTTPMethod] {
        rules.methods
    }

    /// What opening the place and posting to it need of the person, as its `Place` declares.
    public var access: RouteAccess {
        var none: Void = ()
        return visit(AccessReader(), &none)
    }

    /// Whether a signed-out visitor reaches the place (its access is `anyone`); every other
    /// sends them to sign in first.
    public var isPublic: Bool {
        access.isPublic
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
        rules.isPage
    }

    private var rules: PlaceRules {
        var none: Void = ()
        return visit(RulesReader(), &none)
    }
}

extension Route {
    /// The page at a local path someone asked for before signing in, printed anew from the
    /// table; the lists where the path is no page a person can open (or only one for signing in).
    public init(local path: String) {
        self = Route(localPage: path) ?? .lists
    }

    /// The page a signed-in person opens at a local path, printed anew from the table; nil where
    /// the path is foreign (`LocalPath`), empty, or no such page.
    public init?(localPage path: String) {
        guard LocalPath.sanitized(path) == path, let route = Route(target: path), route.isPage, route.methods.contains(.get),
              // Nowhere to come back to: the public pages are the account's doors and the pages
              // of mailed links, which act for their token's person.
              !route.isPublic
        else { return nil }
        self = route
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
