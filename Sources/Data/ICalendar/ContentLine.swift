/// One unfolded iCalendar content line (RFC 5545 §3.1): `name *(";" param) ":" value`, and the
/// physical line it starts on, for errors that name it.
///
/// Two content lines are equal when they say the same: `line` is where one was read, not what it
/// says, so `==` and hashing leave it out.
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
    /// The 1-based physical line the content line starts on in the text it was read from; 0 for
    /// one made in code.
    public var line: Int

    /// A content line `name` (uppercased here) with `parameters` and the raw, already escaped
    /// `value`, read from physical `line` (0 when made in code).
    public init(name: String, parameters: [Parameter] = [], value: String, line: Int = 0) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
        self.line = line
    }

    /// A content line whose value is the TEXT `text`, escaped here (`\,` `\;` `\\` `\n`).
    public init(name: String, parameters: [Parameter] = [], text: String) {
        self.init(name: name, parameters: parameters, value: ICalendarText.escape(text))
    }

    /// Whether both say the same: name, parameters and value, wherever each was read.
    public static func == (lhs: ContentLine, rhs: ContentLine) -> Bool {
        lhs.name == rhs.name && lhs.parameters == rhs.parameters && lhs.value == rhs.value
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(parameters)
        hasher.combine(value)
    }

    /// The values of the first parameter called `name` (any case), or nil without one.
    public func parameter(_ name: String) -> [String]? {
        let name = name.uppercased()
        return parameters.first { $0.name == name }?.values
    }

    /// The value read as TEXT, unescaped.
    public var text: String { ICalendarText.unescape(value) }
}
