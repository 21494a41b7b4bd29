/// A calendar component (`VCALENDAR`, `VTODO`, `VALARM`, `VTIMEZONE`, …): the content lines
/// between its `BEGIN` and `END`, and the components nested inside it.
public struct ICalendarComponent: Sendable, Hashable {
    /// The component's name, uppercased (`VTODO`).
    public var name: String
    /// Its properties in the order given, without the `BEGIN` and `END` lines.
    public var properties: [ContentLine]
    /// The components nested in it, in the order given.
    public var components: [ICalendarComponent]

    /// A component `name` (uppercased here) with `properties` and nested `components`.
    public init(name: String, properties: [ContentLine] = [], components: [ICalendarComponent] = []) {
        self.name = name.uppercased()
        self.properties = properties
        self.components = components
    }

    /// The first property called `name` (any case), or nil.
    public func property(_ name: String) -> ContentLine? {
        let name = name.uppercased()
        return properties.first { $0.name == name }
    }

    /// The nested components called `name` (any case).
    public func components(named name: String) -> [ICalendarComponent] {
        let name = name.uppercased()
        return components.filter { $0.name == name }
    }
}
