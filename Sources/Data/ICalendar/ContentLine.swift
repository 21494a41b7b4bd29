/// One unfolded iCalendar content line (RFC 5545 §3.1): `name *(";" param) ":" value`.
public struct ContentLine: Sendable, Hashable {
    /// A property parameter (`TZID=Europe/Berlin`, `MEMBER="a","b"`), its values unquoted.
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name, uppercased (`TZID`).
        public var name: String
        /// The values in the order given, without their quotes; more than one when comma-separated.
        public var values: [String]

        /// A parameter `name` (uppercased here) with `values`.
        public init(name: String, values: [String]) {
            self.name = name.uppercased()
            self.values = values
        }
    }

    /// The property's name, uppercased (`SUMMARY`, `X-APPLE-SORT-ORDER`).
    public var name: String
    /// The parameters in the order given.
    public var parameters: [Parameter]
    /// The value exactly as written after the colon: still escaped, for the caller to read by its type.
    public var value: String

    /// A content line `name` (uppercased here) with `parameters` and the raw, already escaped `value`.
    public init(name: String, parameters: [Parameter] = [], value: String) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
    }

    /// A content line whose value is the TEXT `text`, escaped here (`\,` `\;` `\\` `\n`).
    public init(name: String, parameters: [Parameter] = [], text: String) {
        self.init(name: name, parameters: parameters, value: ICalendarText.escape(text))
    }

    /// The values of the first parameter called `name` (any case), or nil without one.
    public func parameter(_ name: String) -> [String]? {
        let name = name.uppercased()
        return parameters.first { $0.name == name }?.values
    }

    /// The value read as TEXT, unescaped.
    public var text: String { ICalendarText.unescape(value) }
}
