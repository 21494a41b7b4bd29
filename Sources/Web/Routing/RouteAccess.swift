import Domain

/// What a place of the route table needs of the person who opens it or posts to it, declared
/// with its `Place` (a place without one does not compile): the one source of which places a
/// signed-out visitor reaches (`isPublic`), and of the tests that try another person's id at
/// every place that names a list or a reminder.
///
/// The declaration decides nothing at run time: every use case asks `ListAccessPolicy` itself
/// (a stranger's id is `notFound`, a 404). It says which list the route's id names and what the
/// use cases behind the place ask of the person there, as static data that costs no request
/// anything.
public enum RouteAccess: Hashable, Sendable {
    /// Anyone, signed out too: the account's doors, the pages of mailed links (which act for
    /// the person their token names), the static files and the probe.
    case anyone
    /// A person signed in, for their own things: the lists, the smart lists, search, tags, the
    /// account and the settings. An id such a place's form posts is its use case's to check.
    case signedIn
    /// The list the route's id names: `opening` what opening the place needs, `posting` the
    /// most any form posted to it needs (nil: the place takes no posts).
    case list(ListPermission, posting: ListPermission? = nil)
    /// The list of the reminder the route's id names, as for `list`.
    case reminder(ListPermission, posting: ListPermission? = nil)

    /// Whether a signed-out visitor reaches the place; every other sends them to sign in first.
    public var isPublic: Bool {
        self == .anyone
    }

    /// What opening the place needs on the list or the reminder's list its id names; nil for a
    /// place whose route names neither.
    public var opening: ListPermission? {
        switch self {
        case .anyone, .signedIn: nil
        case .list(let permission, _), .reminder(let permission, _): permission
        }
    }

    /// The most a form posted to the place needs on the list or the reminder's list its id
    /// names; nil for a place that takes no posts or whose route names neither.
    public var posting: ListPermission? {
        switch self {
        case .anyone, .signedIn: nil
        case .list(_, let permission), .reminder(_, let permission): permission
        }
    }
}
