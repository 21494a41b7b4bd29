/// A list's icon, from a small set of symbols, shown in the list's colour beside its name. Each
/// is drawn once, as `Public/list-icons/<rawValue>.svg`.
public enum ListIcon: String, Sendable, CaseIterable {
    case list, cart, home, work, school, star, heart, gift, book, calendar, leaf, paw

    /// The icon of a new list, and of one whose stored icon this version does not know.
    public static let `default` = ListIcon.list
}
