import Domain
import Entities
import GRDB

/// One person's roles on lists, from the app's SQLite database: the one query behind
/// `ListAccessPolicy`. The owner is the list's `ownerID`; anyone else it is shared with holds the
/// role of their `listMember` row (`schemaV28ListMembers`); anyone else none.
public struct SQLiteListAccessRepository: ListAccessRepository {
    private let database: AppDatabase
    private let person: User.ID

    /// The roles of `person` over `database`.
    public init(database: AppDatabase, person: User.ID) {
        self.database = database
        self.person = person
    }

    /// The person's role on the list `target` names, by primary key (a reminder's list through
    /// the reminder's, deleted or not); nil for another's list or reminder, or none.
    public func role(on target: ListAccessTarget) async throws(RepositoryError) -> ListRole? {
        let (sql, id) = switch target {
        case .list(let id): (Self.listRoleSQL, id)
        case .reminder(let id): (Self.reminderRoleSQL, id)
        }
        return try await database.read { [person] db in
            try String.fetchOne(db.cachedStatement(sql: sql), arguments: [id, person]).flatMap(ListRole.init(rawValue:))
        }
    }

    /// The role's name on list `?1` of person `?2`.
    static let listRoleSQL = roleSQL(list: "?1")

    /// The role's name on the list of reminder `?1` of person `?2`.
    static let reminderRoleSQL = roleSQL(list: "(SELECT listID FROM reminder WHERE id = ?1)")

    /// The role's name on the list `list` names, of person `?2`: `owner` for its owner, else the
    /// person's member row's role; no row when the list does not exist or the person holds no
    /// role on it. Steps by primary key only.
    private static func roleSQL(list: String) -> String {
        "SELECT \(RoleFence.role(person: 2)) FROM reminderList WHERE id = \(list) AND \(RoleFence.list(person: 2))"
    }
}
