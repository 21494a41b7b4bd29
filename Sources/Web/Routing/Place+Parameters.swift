import HTTPServer
import Presentation

// MARK: Path parameters

/// What a place's path holds besides its fixed words, read from its segments and printed back.
protocol PathParameter: Sendable {
    associatedtype Value
    /// How many segments it takes; nil for one or more (a file's path).
    var segmentCount: Int? { get }
    /// The value of its segments; nil where they name nothing.
    func read(_ segments: ArraySlice<String>) -> Value?
    /// Prints `value` as its segments, percent-encoded where need be.
    func print(_ value: Value, into sink: inout some PathSink)
}

/// No parameter: the path is its fixed words.
struct NoParameter: PathParameter {
    var segmentCount: Int? { 0 }
    func read(_ segments: ArraySlice<String>) -> Void? { () }
    func print(_ value: Void, into sink: inout some PathSink) {}
}

/// A positive identifier (`/lists/5`); anything else names nothing (it could name nothing).
struct IDParameter: PathParameter {
    var segmentCount: Int? { 1 }

    func read(_ segments: ArraySlice<String>) -> Int64? {
        segments.first.flatMap { try? FormFields.id($0, field: "id") }
    }

    func print(_ value: Int64, into sink: inout some PathSink) {
        sink.append(value)
    }
}

/// Any name, percent-encoded (`/tags/Eink%C3%A4ufe`).
struct NameParameter: PathParameter {
    var segmentCount: Int? { 1 }
    func read(_ segments: ArraySlice<String>) -> String? { segments.first }

    func print(_ value: String, into sink: inout some PathSink) {
        sink.append(value.percentEncodedComponent())
    }
}

/// One word of a fixed set (`/today`: a `SmartList`).
struct WordParameter<Word: RawRepresentable>: PathParameter where Word.RawValue == String {
    var segmentCount: Int? { 1 }
    func read(_ segments: ArraySlice<String>) -> Word? { segments.first.flatMap(Word.init(rawValue:)) }

    func print(_ value: Word, into sink: inout some PathSink) {
        sink.append(value.rawValue)
    }
}

/// The rest of the path, one segment or more (`/static/css/app.css`), each percent-encoded.
struct RestParameter: PathParameter {
    var segmentCount: Int? { nil }
    func read(_ segments: ArraySlice<String>) -> [String]? { Array(segments) }

    func print(_ value: [String], into sink: inout some PathSink) {
        for (index, segment) in value.enumerated() {
            if index > 0 { sink.append("/") }
            sink.append(segment.percentEncodedComponent())
        }
    }
}

// MARK: Query parameters

/// What a place's query says, read from its fields and printed back; a value at its default is
/// left out of the path.
protocol QueryParameter: Sendable {
    associatedtype Value
    /// What an absent query says.
    var defaultValue: Value { get }
    /// The value `fields` say; a malformed one is a `400`.
    func read(_ fields: FormFields) throws(HTTPError) -> Value
    /// Prints `value`'s fields (`?` before the first, `&` before the others).
    func print(_ value: Value, into query: inout QueryPrinter, sink: inout some PathSink)
}

/// A query that says nothing.
struct NoQuery: QueryParameter {
    var defaultValue: Void { () }
    func read(_ fields: FormFields) throws(HTTPError) -> Void {}
    func print(_ value: Void, into query: inout QueryPrinter, sink: inout some PathSink) {}
}

/// `page=2`: which page (the first left out).
struct PageQuery: QueryParameter {
    var defaultValue: Int { 1 }

    func read(_ fields: FormFields) throws(HTTPError) -> Int {
        try fields.page(Route.QueryName.page)
    }

    func print(_ value: Int, into query: inout QueryPrinter, sink: inout some PathSink) {
        query.add(page: value, to: &sink)
    }
}

/// `completed=1`: a box, left out unchecked.
struct CheckboxQuery: QueryParameter {
    let name: String
    var defaultValue: Bool { false }

    func read(_ fields: FormFields) throws(HTTPError) -> Bool {
        try fields.checkbox(name)
    }

    func print(_ value: Bool, into query: inout QueryPrinter, sink: inout some PathSink) {
        if value { query.add(name, "1", to: &sink) }
    }
}

/// `q=milk`: a text, left out empty unless it is printed `always` (a mailed link's token).
struct TextQuery: QueryParameter {
    let name: String
    var always = false
    var defaultValue: String { "" }

    func read(_ fields: FormFields) throws(HTTPError) -> String {
        try fields.optionalString(name)
    }

    func print(_ value: String, into query: inout QueryPrinter, sink: inout some PathSink) {
        if always || !value.isEmpty { query.add(name, value, to: &sink) }
    }
}

/// `next=%2Flists%2F5`: the page to go to after, read as the route of a local path
/// (`Route(local:)`) and printed as that route's path (the lists: left out; absent, foreign or
/// no page to come back to: the lists).
struct NextQuery: QueryParameter {
    var defaultValue: Route { .lists }

    func read(_ fields: FormFields) throws(HTTPError) -> Route {
        try Route.next(in: fields)
    }

    func print(_ value: Route, into query: inout QueryPrinter, sink: inout some PathSink) {
        query.add(next: value, to: &sink)
    }
}

/// `back=%2Flists%2F2%3Fcompleted%3D1`: the page to go back to after, read as the route of a
/// page of this app (`Route(localPage:)`: absent or foreign, nil, for the screen's own fallback).
struct BackQuery: QueryParameter {
    var defaultValue: Route? { nil }

    func read(_ fields: FormFields) throws(HTTPError) -> Route? {
        Route(localPage: try fields.optionalString(Route.QueryName.back))
    }

    func print(_ value: Route?, into query: inout QueryPrinter, sink: inout some PathSink) {
        if let value { query.add(Route.QueryName.back, value.path, to: &sink) }
    }
}

/// Two fields of a query, printed in order (`completed=1&page=2`).
struct QueryPair<First: QueryParameter, Second: QueryParameter>: QueryParameter {
    let first: First
    let second: Second

    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var defaultValue: (First.Value, Second.Value) { (first.defaultValue, second.defaultValue) }

    func read(_ fields: FormFields) throws(HTTPError) -> (First.Value, Second.Value) {
        (try first.read(fields), try second.read(fields))
    }

    func print(_ value: (First.Value, Second.Value), into query: inout QueryPrinter, sink: inout some PathSink) {
        first.print(value.0, into: &query, sink: &sink)
        second.print(value.1, into: &query, sink: &sink)
    }
}

/// Writes a query's fields, `?` before the first and `&` before the others, values percent-encoded.
struct QueryPrinter {
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
        sink.append(Route.QueryName.page)
        sink.append("=")
        sink.append(Int64(page))
    }

    mutating func add(next: Route, to sink: inout some PathSink) {
        if next != .lists { add(Route.QueryName.next, next.path, to: &sink) }
    }
}
