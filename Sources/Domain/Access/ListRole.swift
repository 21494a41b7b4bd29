/// A person's part in a list, which says what they may do with it (`permissions`).
///
/// Today every list has one person, its owner; the other roles are the ones sharing will give
/// to members, already held to their permissions here so that sharing only has to store them.
public enum ListRole: String, Sendable, CaseIterable {
    /// The person who made the list: everything.
    case owner
    /// A member who keeps its reminders with the owner: reads and changes them.
    case editor
    /// A member who only looks.
    case viewer

    /// What the role lets a person do.
    public var permissions: Set<ListPermission> {
        switch self {
        case .owner: [.read, .change, .administer]
        case .editor: [.read, .change]
        case .viewer: [.read]
        }
    }
}
