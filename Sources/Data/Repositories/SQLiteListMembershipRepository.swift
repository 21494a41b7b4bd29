import Domain
import Entities
import Foundation
import GRDB

/// Who lists are shared with, and the invitations that share them, in the app's SQLite database
/// (`schemaV28ListMembers`, `schemaV29ListInvitations`), for one person: the owner is the list's
/// `ownerID`, the others its `listMember` rows. Reads of a list are fenced by the person's role on
/// it (`RoleFence`), changes of its members by ownership, and invitations to an address are
/// answered only with that address: `ListAccessPolicy` decides first, this is the second fence.
public struct SQLiteListMembershipRepository: ListMembershipRepository {
    private let database: AppDatabase
    private let person: User.ID

    /// The memberships `person` sees and changes, over `database`.
    public init(database: AppDatabase, person: User.ID) {
        self.database = database
        self.person = person
    }

    public func sharedLists() async throws(RepositoryError) -> [ListShare] {
        try await database.read { [person] db in
            let lists = try ReminderListRecord.fetchAll(
                db.cachedStatement(sql: """
                    SELECT * FROM reminderList WHERE ownerID = ? AND EXISTS (SELECT 1 FROM listMember WHERE listID = reminderList.id) ORDER BY nameKey
                    """),
                arguments: [person]
            )
            return try lists.map { record in
                let members = try Row.fetchAll(db.cachedStatement(sql: Self.membersSQL), arguments: [record.id, person]).map(Self.member)
                return ListShare(list: record.list, role: .owner, members: members, invitations: [])
            }
        }
    }

    public func members(of listID: ReminderList.ID) async throws(RepositoryError) -> [ListMember] {
        try await database.read { [person] db in
            try Row.fetchAll(db.cachedStatement(sql: Self.membersSQL), arguments: [listID, person]).map(Self.member)
        }
    }

    public func names(of ids: Set<User.ID>) async throws(RepositoryError) -> [User.ID: String] {
        let list = "[" + ids.sorted().map(String.init).joined(separator: ",") + "]"
        return try await database.read { [person] db in
            var names: [User.ID: String] = [:]
            for row in try Row.fetchAll(db.cachedStatement(sql: Self.namesSQL), arguments: [person, list]) { names[row[0]] = row[1] }
            return names
        }
    }

    /// The display names of the people of the JSON array `?2` who are person `?1` or share a list
    /// with them: each looked up by primary key, then kept if they are the person, a member of a
    /// list the person owns or is a member of (their range of `listMember_user`, each list by
    /// primary key), or the owner of a list the person is a member of (the person's range).
    static let namesSQL = """
        SELECT user.id, user.displayName FROM json_each(?2) AS wanted JOIN user ON user.id = wanted.value
        WHERE user.id = ?1
           OR EXISTS (SELECT 1 FROM listMember AS theirs JOIN reminderList ON reminderList.id = theirs.listID
                      WHERE theirs.userID = user.id
                        AND (reminderList.ownerID = ?1 OR EXISTS (SELECT 1 FROM listMember AS mine WHERE mine.listID = theirs.listID AND mine.userID = ?1)))
           OR EXISTS (SELECT 1 FROM listMember AS mine JOIN reminderList ON reminderList.id = mine.listID
                      WHERE mine.userID = ?1 AND reminderList.ownerID = user.id)
        """

    /// A member from a row of `membersSQL`.
    private static func member(_ row: Row) -> ListMember {
        ListMember(
            id: row["id"], displayName: row["displayName"], email: row["email"],
            role: ListRole(rawValue: row["role"]) ?? .viewer, joinedAt: Date(timeIntervalSince1970: row["joinedAt"])
        )
    }

    /// Everyone with a role on list `?1`, the owner first, then by when they joined; nothing when
    /// person `?2` holds no role on it.
    static let membersSQL = """
        SELECT user.id, user.displayName, user.email, '\(ListRole.owner.rawValue)' AS role, list.createdAt AS joinedAt, 0 AS rank
        FROM (SELECT ownerID, createdAt FROM reminderList WHERE id = ?1 AND \(RoleFence.list(person: 2))) AS list
        JOIN user ON user.id = list.ownerID
        UNION ALL
        SELECT user.id, user.displayName, user.email, listMember.role, listMember.joinedAt, 1 AS rank
        FROM listMember JOIN user ON user.id = listMember.userID
        WHERE listMember.listID = ?1 AND EXISTS (SELECT 1 FROM reminderList WHERE id = ?1 AND \(RoleFence.list(person: 2)))
        ORDER BY rank, joinedAt, id
        """

    public func invitations(to listID: ReminderList.ID, at now: Date) async throws(RepositoryError) -> [ListInvitation] {
        try await database.read { [person] db in
            try Row.fetchAll(
                db.cachedStatement(sql: """
                    SELECT listInvitation.id, email, role, listInvitation.createdAt, expiresAt FROM listInvitation
                    JOIN reminderList ON reminderList.id = listInvitation.listID AND reminderList.ownerID = ?
                    WHERE listID = ? AND answer IS NULL AND expiresAt > ?
                    ORDER BY listInvitation.createdAt DESC, listInvitation.id DESC
                    """),
                arguments: [person, listID, now.timeIntervalSince1970]
            ).map { row in
                ListInvitation(
                    id: row["id"], email: row["email"], role: ListRole(rawValue: row["role"]) ?? .viewer,
                    createdAt: Date(timeIntervalSince1970: row["createdAt"]), expiresAt: Date(timeIntervalSince1970: row["expiresAt"])
                )
            }
        }
    }

    public func invitationsSent(since: Date) async throws(RepositoryError) -> [Date] {
        try await database.read { [person] db in
            try Double.fetchAll(
                db.cachedStatement(sql: "SELECT createdAt FROM listInvitation WHERE inviterID = ? AND createdAt > ? ORDER BY createdAt"),
                arguments: [person, since.timeIntervalSince1970]
            ).map(Date.init(timeIntervalSince1970:))
        }
    }

    public func invite(_ email: String, to listID: ReminderList.ID, as role: ListRole, at now: Date, expiresAt: Date) async throws(RepositoryError) {
        try await database.write { [person] db in
            try Self.requireOwned(listID, by: person, db)
            try Self.close(listID: listID, email: email, as: "withdrawn", at: now, db)
            try db.execute(
                sql: "INSERT INTO listInvitation (listID, inviterID, email, role, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [listID, person, email, role.rawValue, now.timeIntervalSince1970, expiresAt.timeIntervalSince1970]
            )
        }
    }

    public func withdraw(_ id: ListInvitation.ID, from listID: ReminderList.ID, at now: Date) async throws(RepositoryError) {
        try await database.write { [person] db in
            try Self.requireOwned(listID, by: person, db)
            try db.execute(
                sql: "UPDATE listInvitation SET answer = 'withdrawn', answeredAt = ? WHERE id = ? AND listID = ? AND answer IS NULL",
                arguments: [now.timeIntervalSince1970, id, listID]
            )
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
        }
    }

    public func invitations(forAddress email: String, at now: Date) async throws(RepositoryError) -> [ReceivedInvitation] {
        try await database.read { db in
            try Row.fetchAll(
                db.cachedStatement(sql: """
                    SELECT listInvitation.id, listInvitation.listID, reminderList.name, user.displayName, listInvitation.role, expiresAt
                    FROM listInvitation
                    JOIN reminderList ON reminderList.id = listInvitation.listID
                    JOIN user ON user.id = listInvitation.inviterID
                    WHERE listInvitation.email = ? AND answer IS NULL AND expiresAt > ?
                    ORDER BY listInvitation.createdAt DESC, listInvitation.id DESC
                    """),
                arguments: [email, now.timeIntervalSince1970]
            ).map { row in
                ReceivedInvitation(
                    id: row[0], listID: row[1], listName: row[2], inviterName: row[3], role: ListRole(rawValue: row[4]) ?? .viewer,
                    expiresAt: Date(timeIntervalSince1970: row[5])
                )
            }
        }
    }

    public func accept(_ id: ListInvitation.ID, forAddress email: String, at now: Date) async throws(RepositoryError) -> ReminderList.ID {
        try await database.write { [person, database] db in
            let open = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT listID, role FROM listInvitation WHERE id = ? AND email = ? AND answer IS NULL AND expiresAt > ?"),
                arguments: [id, email, now.timeIntervalSince1970]
            )
            guard let open else { throw RepositoryError.notFound }
            let listID: ReminderList.ID = open["listID"]
            // One role per person and list: an owner or a member is never given a second one.
            let role = try String.fetchOne(db.cachedStatement(sql: SQLiteListAccessRepository.listRoleSQL), arguments: [listID, person])
            guard role == nil else { throw RepositoryError.conflict }
            try db.execute(
                sql: "INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (?, ?, ?, ?)",
                arguments: [listID, person, open["role"] as String, now.timeIntervalSince1970]
            )
            try db.execute(
                sql: "UPDATE listInvitation SET answer = 'accepted', answeredAt = ? WHERE id = ?", arguments: [now.timeIntervalSince1970, id]
            )
            // The new member receives the alerts of its reminders that are no one's, in their zone.
            try ReminderRecord.reviewMembership(ofList: listID, database.schedule, at: database.now(), db)
            return listID
        }
    }

    public func decline(_ id: ListInvitation.ID, forAddress email: String, at now: Date) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE listInvitation SET answer = 'declined', answeredAt = ? WHERE id = ? AND email = ? AND answer IS NULL AND expiresAt > ?",
                arguments: [now.timeIntervalSince1970, id, email, now.timeIntervalSince1970]
            )
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
        }
    }

    public func setRole(_ role: ListRole, of userID: User.ID, on listID: ReminderList.ID) async throws(RepositoryError) {
        try await database.write { [person, database] db in
            try Self.requireOwned(listID, by: person, db)
            try db.execute(sql: "UPDATE listMember SET role = ? WHERE listID = ? AND userID = ?", arguments: [role.rawValue, listID, userID])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
            try ReminderRecord.reviewMembership(ofList: listID, database.schedule, at: database.now(), db)
        }
    }

    public func remove(_ userID: User.ID, from listID: ReminderList.ID) async throws(RepositoryError) {
        try await database.write { [person, database] db in
            // The owner takes anyone off; a member takes only themselves off (leaving).
            if userID != person { try Self.requireOwned(listID, by: person, db) }
            try db.execute(sql: "DELETE FROM listMember WHERE listID = ? AND userID = ?", arguments: [listID, userID])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
            // The reminders assigned to them there become no one's, and they lose its alerts.
            try ReminderRecord.reviewMembership(ofList: listID, database.schedule, at: database.now(), db)
        }
    }

    public func transfer(_ listID: ReminderList.ID, to userID: User.ID, at now: Date) async throws(RepositoryError) {
        try await database.write { [person, database] db in
            try Self.requireOwned(listID, by: person, db)
            try db.execute(sql: "DELETE FROM listMember WHERE listID = ? AND userID = ?", arguments: [listID, userID])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
            // The new owner's list of the same name breaks `reminderList_ownerName`: a conflict.
            try db.execute(sql: "UPDATE reminderList SET ownerID = ? WHERE id = ?", arguments: [userID, listID])
            try db.execute(
                sql: "INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (?, ?, ?, ?)",
                arguments: [listID, person, ListRole.editor.rawValue, now.timeIntervalSince1970]
            )
            // A reminder's and a tag row's owner are its list's owner (the smart lists, tags and
            // search of the person read them by it): deleted reminders too, so a restore lands right.
            try db.execute(sql: "UPDATE reminder SET ownerID = ? WHERE listID = ?", arguments: [userID, listID])
            // The reminders that are no one's alert their list's owner, who cannot mute it: the
            // new one, in their zone, even if they had muted it as a member.
            try ReminderRecord.reviewMembership(ofList: listID, database.schedule, at: database.now(), db)
            try db.execute(
                sql: "UPDATE reminderTag SET ownerID = ? WHERE reminderID IN (SELECT id FROM reminder WHERE listID = ?)", arguments: [userID, listID]
            )
        }
    }

    public func preferences(on listID: ReminderList.ID) async throws(RepositoryError) -> ListPreferences {
        try await database.read { [person] db in
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT inSmartLists, receivesAlerts FROM listMember WHERE listID = ? AND userID = ?"), arguments: [listID, person]
            ) else { throw RepositoryError.notFound }
            return ListPreferences(inSmartLists: row[0], receivesAlerts: row[1])
        }
    }

    public func setPreferences(_ preferences: ListPreferences, on listID: ReminderList.ID) async throws(RepositoryError) {
        try await database.write { [person, database] db in
            let before = try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT receivesAlerts FROM listMember WHERE listID = ? AND userID = ?"), arguments: [listID, person]
            )
            guard let before else { throw RepositoryError.notFound }
            try db.execute(
                sql: "UPDATE listMember SET inSmartLists = ?, receivesAlerts = ? WHERE listID = ? AND userID = ?",
                arguments: [preferences.inSmartLists, preferences.receivesAlerts, listID, person]
            )
            // Muted, they lose its alerts; unmuted, they get them, computed in their zone.
            if before != preferences.receivesAlerts {
                try ReminderRecord.reviewMembership(ofList: listID, database.schedule, at: database.now(), db)
            }
        }
    }

    /// `notFound` unless `person` owns list `listID`.
    private static func requireOwned(_ listID: ReminderList.ID, by person: User.ID, _ db: Database) throws {
        let owned = try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM reminderList WHERE id = ? AND ownerID = ?)"), arguments: [listID, person]
        ) ?? false
        guard owned else { throw RepositoryError.notFound }
    }

    /// Closes the open invitation of `email` to list `listID`, if any, with `answer`.
    private static func close(listID: ReminderList.ID, email: String, as answer: String, at now: Date, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE listInvitation SET answer = ?, answeredAt = ? WHERE listID = ? AND email = ? AND answer IS NULL",
            arguments: [answer, now.timeIntervalSince1970, listID, email]
        )
    }
}
