import Domain
import Entities
import GRDB

/// One person's roles on lists, from the app's SQLite database: the one query behind
/// `ListAccessPolicy`. Today a list has one person, its owner (`reminderList.ownerID`); sharing
/// will answer a member's role from the same query.
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

    /// The role's name on list `?` of person `?`.
    static let listRoleSQL = "SELECT '\(ListRole.owner.rawValue)' FROM reminderList WHERE id = ? AND ownerID = ?"

    /// The role's name on the list of reminder `?` of person `?`.
    static let reminderRoleSQL =
        "SELECT '\(ListRole.owner.rawValue)' FROM reminderList WHERE id = (SELECT listID FROM reminder WHERE id = ?) AND ownerID = ?"
}
