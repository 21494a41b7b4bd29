/// A list's colour, from a fixed palette of twelve, as Apple Reminders offers. The colour marks
/// the list's icon in the navigation and on its page; the page's palette (`Public/app.css`) has a
/// light and a dark shade of each, and files carry the canonical one (`hex`).
public enum ListColor: String, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown

    /// The colour of a new list, and of one whose stored colour this version does not know.
    public static let `default` = ListColor.blue

    /// The canonical colour as `#RRGGBB` (Apple's system colour of that name), what a calendar
    /// file says (`X-APPLE-CALENDAR-COLOR`).
    public var hex: String {
        switch self {
        case .red: "#FF3B30"
        case .orange: "#FF9500"
        case .yellow: "#FFCC00"
        case .green: "#34C759"
        case .mint: "#00C7BE"
        case .teal: "#30B0C7"
        case .cyan: "#32ADE6"
        case .blue: "#007AFF"
        case .indigo: "#5856D6"
        case .purple: "#AF52DE"
        case .pink: "#FF2D55"
        case .brown: "#A2845E"
        }
    }
}
