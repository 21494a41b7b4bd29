import HTTPServer
import Presentation

/// One place of the app's route table: its path and its query, declared once as one value that
/// both reads a request's address into a `Route` and prints a `Route` back as its path (a small
/// parser-printer, as pointfree's swift-url-routing has), so that an address cannot be read one
/// way and printed another; the rules of what the place answers; and what it needs of the person
/// (`RouteAccess`), which every place declares.
///
/// A path is fixed words around at most one parameter: `Place("/lists/", IDParameter(), "/delete", …)`.
struct Place<Parameter: PathParameter, Query: QueryParameter>: PlaceParsing {
    /// The fixed words before the parameter, as printed (`/lists/`).
    let prefix: StaticString
    let parameter: Parameter
    /// The fixed words after it, as printed (`/delete`), or empty.
    let suffix: StaticString
    let query: Query
    let rules: PlaceRules
    /// What opening the place and posting to it need of the person.
    let access: RouteAccess
    /// The screen its page is (`WebScreen`); nil for a file or a probe.
    let screen: (any WebScreen.Type)?
    /// The route of the parameter's and the query's values.
    let route: @Sendable (Parameter.Value, Query.Value) -> Route
    private let prefixWords: [String]
    private let suffixWords: [String]

    init(
        _ prefix: StaticString, _ parameter: Parameter, _ suffix: StaticString = "", query: Query, _ rules: PlaceRules,
        access: RouteAccess, screen: (any WebScreen.Type)? = nil, route: @escaping @Sendable (Parameter.Value, Query.Value) -> Route
    ) {
        self.prefix = prefix
        self.parameter = parameter
        self.suffix = suffix
        self.query = query
        self.rules = rules
        self.access = access
        self.screen = screen
        self.route = route
        prefixWords = Self.words(prefix)
        suffixWords = Self.words(suffix)
    }

    /// The place at `segments` (percent-decoded), everything its query would say at its default;
    /// nil where the words differ or the parameter names nothing.
    func parse(_ segments: [String]) -> Route? {
        let fixed = prefixWords.count + suffixWords.count
        if let count = parameter.segmentCount {
            guard segments.count == fixed + count else { return nil }
        } else {
            guard segments.count > fixed else { return nil }
        }
        guard segments.starts(with: prefixWords), segments.suffix(suffixWords.count).elementsEqual(suffixWords),
              let value = parameter.read(segments[prefixWords.count ..< segments.count - suffixWords.count])
        else { return nil }
        return route(value, query.defaultValue)
    }

    /// The place with the parameter `value` and what `fields` (a query) say of it; a malformed value is a `400`.
    func reading(_ value: Parameter.Value, _ fields: FormFields) throws(HTTPError) -> Route {
        route(value, try query.read(fields))
    }

    /// Prints the path of the parameter `value` and the query's values into `sink`.
    func print(_ value: Parameter.Value, _ queryValue: Query.Value, into sink: inout some PathSink) {
        sink.append(prefix)
        parameter.print(value, into: &sink)
        if suffix.utf8CodeUnitCount > 0 { sink.append(suffix) }
        var printer = QueryPrinter()
        query.print(queryValue, into: &printer, sink: &sink)
    }

    private static func words(_ text: StaticString) -> [String] {
        text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.split(separator: "/").map(String.init)
    }
}

extension Place where Query == NoQuery {
    /// A place whose query says nothing.
    init(
        _ prefix: StaticString, _ parameter: Parameter, _ suffix: StaticString = "", _ rules: PlaceRules,
        access: RouteAccess, screen: (any WebScreen.Type)? = nil, route: @escaping @Sendable (Parameter.Value) -> Route
    ) {
        self.init(prefix, parameter, suffix, query: NoQuery(), rules, access: access, screen: screen) { value, _ in route(value) }
    }
}

extension Place where Parameter == NoParameter {
    /// A place of fixed words whose query says what it shows.
    init(
        _ path: StaticString, query: Query, _ rules: PlaceRules, access: RouteAccess, screen: (any WebScreen.Type)? = nil,
        route: @escaping @Sendable (Query.Value) -> Route
    ) {
        self.init(path, NoParameter(), query: query, rules, access: access, screen: screen) { _, value in route(value) }
    }
}

extension Place where Parameter == NoParameter, Query == NoQuery {
    /// A place of fixed words alone.
    init(_ path: StaticString, _ rules: PlaceRules, access: RouteAccess, screen: (any WebScreen.Type)? = nil, route: Route) {
        self.init(path, NoParameter(), query: NoQuery(), rules, access: access, screen: screen) { _, _ in route }
    }
}

/// What a place answers: its methods (`HEAD` with `GET`; any other is a `405` that lists these),
/// and whether it is a page of the app, with forms, rather than a file or a probe for machines
/// (which need no form token and are no place to go back to after signing in). Who may open it
/// is its `RouteAccess`.
struct PlaceRules: Sendable {
    let methods: [HTTPMethod]
    let isPage: Bool

    /// A page, read and posted to.
    static let page = PlaceRules(methods: [.get, .post], isPage: true)
    /// A page that only asks (its form posts elsewhere).
    static let question = PlaceRules(methods: [.get], isPage: true)
    /// What is only posted to.
    static let action = PlaceRules(methods: [.post], isPage: true)
    /// A file to download, or a probe.
    static let file = PlaceRules(methods: [.get], isPage: false)
    /// A piece of a page that its script asks for (read only, no form, nowhere to come back to).
    static let fragment = PlaceRules(methods: [.get], isPage: false)
}

/// A place as the table reads paths with it, whatever its parameter and query.
protocol PlaceParsing: Sendable {
    /// The place at `segments`, its query at its default; nil where it is not this place.
    func parse(_ segments: [String]) -> Route?
    /// The screen the place's page is; nil for a file or a probe.
    var screen: (any WebScreen.Type)? { get }
}

/// A second path of a place, read only (never printed): `/favicon.ico` is a file of `/static`.
struct PlaceAlias: PlaceParsing {
    let words: [String]
    let route: Route
    var screen: (any WebScreen.Type)? { nil }

    func parse(_ segments: [String]) -> Route? {
        segments == words ? route : nil
    }
}

/// Something a `Route` is handed with its place and that place's values (`Route.visit`): how a
/// route prints, reads its query and says its rules without a switch of its own.
protocol PlaceVisitor {
    associatedtype Context
    associatedtype Result
    func visit<Parameter, Query>(_ place: Place<Parameter, Query>, _ parameter: Parameter.Value, _ query: Query.Value, _ context: inout Context) -> Result
}
