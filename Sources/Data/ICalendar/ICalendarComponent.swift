/// A calendar component (`VCALENDAR`, `VTODO`, `VALARM`, `VTIMEZONE`, …): the content lines
/// between its `BEGIN` and `END`, and the components nested inside it.
public struct ICalendarComponent: Sendable, Hashable {
    /// The component's name, uppercased (`VTODO`).
    public var name: String
    /// Its properties in the order given, without the `BEGIN` and `END` lines.
    public var properties: [ContentLine]
    /// The components nested in it, in the order given.
    public var components: [ICalendarComponent]
    /// The 1-based physical line of its `BEGIN` in the text it was read from; 0 for one made in code.
    public var line: Int

    /// A component `name` (uppercased here) with `properties` and nested `components`, begun on
    /// physical `line` (0 when made in code).
    public init(name: String, properties: [ContentLine] = [], components: [ICalendarComponent] = [], line: Int = 0) {
        self.name = name.uppercased()
        self.properties = properties
        self.components = components
        self.line = line
    }

    /// Whether both say the same: name, properties and nested components, wherever each was read.
    public static func == (lhs: ICalendarComponent, rhs: ICalendarComponent) -> Bool {
        lhs.name == rhs.name && lhs.properties == rhs.properties && lhs.components == rhs.components
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(properties)
        hasher.combine(components)
    }

    /// The first property called `name` (any case), or nil.
    public func property(_ name: String) -> ContentLine? {
        let name = name.uppercased()
        return properties.first { $0.name == name }
    }

    /// Every property called `name` (any case), in the order given.
    public func properties(_ name: String) -> [ContentLine] {
        let name = name.uppercased()
        return properties.filter { $0.name == name }
    }

    /// The nested components called `name` (any case).
    public func components(named name: String) -> [ICalendarComponent] {
        let name = name.uppercased()
        return components.filter { $0.name == name }
    }
}
