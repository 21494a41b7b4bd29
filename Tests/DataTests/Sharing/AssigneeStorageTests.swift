@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// Assignees in a real SQLite file: Ada (Berlin) shares her Inbox with Bea (Tokyo) as an editor;
/// the row keeps an assignee only while `Assignees` allows it, and its alert goes to its assignee
/// alone, in their zone (one that is no one's alerts both: `MemberAlertStorageTests`).
@Suite struct AssigneeStorageTests {
    private func instant(_ text: String) -> Date { AlertStore.instant(text) }

    /// Bea, an editor of Ada's Inbox, and a reminder of it due at 09:00 with an alert then.
    private func withBea(_ body: (AlertStore, User, Reminder) async throws -> Void) async throws {
        try await AlertStore.with { store in
            let bea = try await store.users.create(
                email: "bea@example.com", displayName: "Bea", passwordHash: "$fake$v=1$secret", createdAt: fixtureDate,
                settings: UserSettings(timeZone: "Asia/Tokyo")
            )
            try await store.database.write { db in
                try db.execute(sql: "INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (?, ?, 'editor', 0)", arguments: [store.list.id, bea.id])
            }
            try await body(store, bea, try await store.add("Bins", due: "2026-11-22", at: "09:00"))
        }
    }

    private func assign(_ reminder: Reminder, to assignee: User.ID?, _ store: AlertStore, movingTo listID: ReminderList.ID? = nil) async throws -> Reminder {
        var draft = reminder.draft
        draft.assigneeID = assignee
        return try await store.reminders.update(id: reminder.id, with: draft, movingTo: listID)
    }

    private func assignee(of id: Reminder.ID, _ store: AlertStore) async throws -> User.ID? {
        try await store.database.read { db in try Int64.fetchOne(db, sql: "SELECT assigneeID FROM reminder WHERE id = ?", arguments: [id]) }
    }

    @Test func anAssignee_isStoredAndReadBack_andTheAlertIsTheirs_atTheDueTimeInTheirZone() async throws {
        try await withBea { store, bea, bins in
            #expect(try await store.pending().map(\.recipientID) == [bea.id, store.owner.id])

            let assigned = try await assign(bins, to: bea.id, store)

            #expect(assigned.assigneeID == bea.id)
            #expect(try await store.reminders.reminder(id: bins.id).assigneeID == bea.id)
            // 09:00 in Tokyo.
            let pending = try await store.pending()
            #expect(pending == [DueAlert(key: AlertKey(reminderID: bins.id, alertAt: instant("2026-11-22T00:00:00Z")), recipientID: bea.id)])
            #expect(try await store.alerts.occasion(of: pending[0])?.owner.id == bea.id)

            _ = try await assign(assigned, to: nil, store)
            #expect(try await store.pending().map(\.key.alertAt) == [instant("2026-11-22T00:00:00Z"), instant("2026-11-22T08:00:00Z")])
            #expect(try await store.pending().map(\.recipientID) == [bea.id, store.owner.id])
        }
    }

    @Test func anAlertDueForSomeoneElse_isNoOccasion_onceItIsAssigned() async throws {
        try await withBea { store, bea, bins in
            let due = try await store.pending()[1]
            #expect(due.recipientID == store.owner.id)
            _ = try await assign(bins, to: bea.id, store)

            #expect(try await store.alerts.occasion(of: due) == nil)
        }
    }

    @Test func aViewer_orSomeoneWithoutARole_isNeverKept_asAssignee() async throws {
        try await withBea { store, bea, bins in
            let eve = try await store.users.create(email: "eve@example.com", displayName: "Eve", passwordHash: "$fake$v=1$x", createdAt: fixtureDate, settings: UserSettings())
            #expect(try await assign(bins, to: eve.id, store).assigneeID == nil)
            try await store.database.write { db in try db.execute(sql: "UPDATE listMember SET role = 'viewer' WHERE userID = ?", arguments: [bea.id]) }
            #expect(try await assign(bins, to: bea.id, store).assigneeID == nil)
        }
    }

    @Test(arguments: ["made a viewer", "removed"])
    func aMemberMadeAViewer_orRemoved_losesTheirReminders_andTheAlertsGoToTheOwner(_ change: String) async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: bea.id, store)
            let owner = SQLiteListMembershipRepository(database: store.database, person: store.owner.id)

            if change == "removed" {
                try await owner.remove(bea.id, from: store.list.id)
            } else {
                try await owner.setRole(.viewer, of: bea.id, on: store.list.id)
            }

            #expect(try await assignee(of: bins.id, store) == nil)
            // No one's now: it alerts the owner, and a viewer as every member.
            let adas = DueAlert(key: AlertKey(reminderID: bins.id, alertAt: instant("2026-11-22T08:00:00Z")), recipientID: store.owner.id)
            let beas = DueAlert(key: AlertKey(reminderID: bins.id, alertAt: instant("2026-11-22T00:00:00Z")), recipientID: bea.id)
            #expect(try await store.pending() == (change == "removed" ? [adas] : [beas, adas]))
        }
    }

    @Test func aMemberLeaving_losesTheirReminders_andADeletedOneToo() async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: bea.id, store)
            let other = try await assign(try await store.add("Recycling", due: nil), to: bea.id, store)
            try await store.reminders.delete(id: other.id, at: fixtureDate)

            try await SQLiteListMembershipRepository(database: store.database, person: bea.id).remove(bea.id, from: store.list.id)

            #expect(try await assignee(of: bins.id, store) == nil)
            #expect(try await assignee(of: other.id, store) == nil)
        }
    }

    @Test func movingToAListWhereTheAssigneeIsNoOne_dropsTheAssignee_ofItsSubtasksToo() async throws {
        try await withBea { store, bea, bins in
            let subtask = try await SQLiteUnitOfWork(database: store.database, owner: store.owner.id).run { transaction throws(RepositoryError) in
                try transaction.insert(Reminder.fixture(id: 0, listID: store.list.id, title: "Blue bin", parentID: bins.id) { $0.assigneeID = bea.id })
            }
            #expect(try await assignee(of: subtask.id, store) == bea.id)
            let own = try await SQLiteReminderListRepository(database: store.database, owner: store.owner.id, now: { fixtureDate }).create(name: "Private")
            let assigned = try await assign(bins, to: bea.id, store)

            let moved = try await store.reminders.move(id: assigned.id, toList: own.id)

            #expect(moved.assigneeID == nil)
            #expect(try await assignee(of: subtask.id, store) == nil)
        }
    }

    @Test func theAssignee_sNewZone_movesTheirAssignedAlerts() async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: bea.id, store)

            _ = try await store.users.setSettings(UserSettings(timeZone: "America/New_York"), id: bea.id)

            #expect(try await store.pending().map(\.key.alertAt) == [instant("2026-11-22T14:00:00Z")])
        }
    }

    @Test func theAssignee_sAccountDeleted_leavesTheReminderNoOne_s() async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: bea.id, store)

            try await store.users.delete(id: bea.id)

            #expect(try await store.reminders.reminder(id: bins.id).assigneeID == nil)
        }
    }
}

extension AssigneeStorageTests {
    @Test func assignedToMe_listsTheOpenRemindersAssignedToThePerson_countsThem_andIsARangeOfItsIndex() async throws {
        try await withBea { store, bea, bins in
            let beas = SQLiteReminderRepository(database: store.database, owner: bea.id)
            let today = LocalDate.fixture("2026-11-21")
            _ = try await assign(bins, to: bea.id, store)
            let done = try await assign(try await store.add("Recycling", due: "2026-11-21"), to: bea.id, store)
            _ = try await store.reminders.setCompletion(id: done.id, completedAt: fixtureDate)
            _ = try await assign(try await store.add("Ada's own", due: nil), to: store.owner.id, store)

            #expect(try await beas.reminders(in: .assigned, today: today, page: PageRequest()).titles == ["Bins"])
            #expect(try await beas.overview(today: today).counts[.assigned] == 1)
            #expect(try await store.reminders.reminders(in: .assigned, today: today, page: PageRequest()).titles == ["Ada's own"])

            let plan = try await store.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteReminderRepository.pageSQL(
                    where: SQLiteReminderRepository.assignedFilter, orderBy: SQLiteReminderRepository.defaultOrder
                ), arguments: [bea.id, 50, 0]).map { $0["detail"] as String }
            }
            // In the index's order: no sort; the fence, one range of `listMember_user`.
            #expect(plan == [
                "SEARCH reminder USING INDEX reminder_assignee (assigneeID=? AND deletedAt=? AND isCompleted=?)", "LIST SUBQUERY 1",
                "SEARCH listMember USING COVERING INDEX listMember_user (userID=?)",
            ])
            #expect(!plan.contains { $0.contains("TEMP B-TREE") })
        }
    }

    @Test func anAssignee_sListShared_noLonger_takesThemOutOfAssignedToMe() async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: bea.id, store)
            // Written behind the store's back: the fence keeps the row from a person without a role.
            try await store.database.write { db in try db.execute(sql: "DELETE FROM listMember") }

            let beas = SQLiteReminderRepository(database: store.database, owner: bea.id)
            #expect(try await beas.reminders(in: .assigned, today: .fixture("2026-11-21"), page: PageRequest()).titles == [])
        }
    }

    @Test func names_areThoseOfPeopleWhoShareAListWithThePerson_andTheirOwn() async throws {
        try await withBea { store, bea, _ in
            let eve = try await store.users.create(email: "eve@example.com", displayName: "Eve", passwordHash: "$fake$v=1$x", createdAt: fixtureDate, settings: UserSettings())
            let adas = SQLiteListMembershipRepository(database: store.database, person: store.owner.id)
            let beas = SQLiteListMembershipRepository(database: store.database, person: bea.id)
            let eves = SQLiteListMembershipRepository(database: store.database, person: eve.id)

            #expect(try await adas.names(of: [store.owner.id, bea.id, eve.id]) == [store.owner.id: "Ada", bea.id: "Bea"])
            #expect(try await beas.names(of: [store.owner.id, bea.id, eve.id]) == [store.owner.id: "Ada", bea.id: "Bea"])
            #expect(try await eves.names(of: [store.owner.id, bea.id, eve.id]) == [eve.id: "Eve"])
        }
    }
}

extension AssigneeStorageTests {
    @Test func theScheduler_alertsTheAssignee_only_atTheirDueTime() async throws {
        try await withBea { store, bea, bins in
            let devices = InMemoryPushSubscriptions()
            for person in [store.owner.id, bea.id] {
                _ = try await devices.add(
                    userID: person, endpoint: "https://push.example/\(person)", p256dh: Data(count: 65), auth: Data(count: 16), deviceName: "Phone",
                    at: fixtureDate, limit: 10
                )
            }
            _ = try await assign(bins, to: bea.id, store)
            let scheduler = AlertScheduler(
                alerts: store.alerts, subscriptions: devices, composer: FakeNotificationComposer(), clock: store.clock,
                emailEnabled: true, defaultTimeZone: store.serverZone
            )

            // 09:00 in Tokyo; Ada's 09:00 in Berlin is hours later.
            store.clock.set(instant("2026-11-22T00:00:00Z"))
            let outcomes = await scheduler.runDue()

            #expect(outcomes == [.alertQueued(AlertKey(reminderID: bins.id, alertAt: instant("2026-11-22T00:00:00Z")), messages: 1, late: false)])
            let recipients = try await store.database.read { db in try Int64.fetchAll(db, sql: "SELECT accountID FROM outbox") }
            #expect(recipients == [bea.id])
            store.clock.set(instant("2026-11-22T08:00:00Z"))
            #expect(await scheduler.runDue() == [])
        }
    }
}

extension AssigneeStorageTests {
    @Test func aList_sMemberCount_isKeptAsMembersJoinAndGo_andSaysItHasMembers_toItsOwnerAndItsMembers() async throws {
        try await withBea { store, bea, _ in
            let adas = { try await SQLiteReminderListRepository(database: store.database, owner: store.owner.id, now: { fixtureDate }).summaries() }
            let beas = { try await SQLiteReminderListRepository(database: store.database, owner: bea.id, now: { fixtureDate }).summaries() }
            #expect(try await adas().map(\.hasMembers) == [true])
            #expect(try await beas().map(\.hasMembers) == [true])
            // and names the others on it, for the navigation
            #expect(try await adas().map(\.people) == [["Bea"]])
            #expect(try await beas().map(\.people) == [["Ada"]])

            try await SQLiteListMembershipRepository(database: store.database, person: store.owner.id).remove(bea.id, from: store.list.id)

            #expect(try await adas().map(\.hasMembers) == [false])
            #expect(try await adas().map(\.people) == [[]])
            #expect(try await beas().isEmpty)
        }
    }
}

extension AssigneeStorageTests {
    @Test func aFileFromBeforeAssignees_countsItsListsMembers_andItsRemindersAreNoOne_s() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssigneeStorageTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v29-list-invitations", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('ada@example.com', 'Ada', 'h', 0), ('bea@example.com', 'Bea', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Shared', 'shared', 0, 1), ('Own', 'own', 0, 1);
            INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (1, 2, 'editor', 0);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, uid) VALUES (1, 'Bins', 'bins', 1, 1, 'a');
            """)

        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        let counts = try await database.read { db in try Int.fetchAll(db, sql: "SELECT memberCount FROM reminderList ORDER BY id") }
        #expect(counts == [1, 0])
        #expect(try await SQLiteReminderRepository(database: database, owner: 1).reminder(id: 1).assigneeID == nil)
    }
}

/// Whoever an alert goes to after a change that makes someone else its recipient, it is at their time.
extension AssigneeStorageTests {
    @Test func theAssignee_sAccountDeleted_givesTheAlertBackToTheOwner_atTheOwner_sTime() async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: bea.id, store)

            try await store.users.delete(id: bea.id)

            #expect(try await store.pending() == [DueAlert(key: AlertKey(reminderID: bins.id, alertAt: instant("2026-11-22T08:00:00Z")), recipientID: store.owner.id)])
        }
    }

    @Test func aListMadeAnotherPerson_s_alertsItsNewOwner_atTheirTime_andAnAssignedReminderStaysTheAssignee_s() async throws {
        try await withBea { store, bea, bins in
            let recycling = try await assign(try await store.add("Recycling", due: "2026-11-22", at: "10:00"), to: store.owner.id, store)

            try await SQLiteListMembershipRepository(database: store.database, person: store.owner.id).transfer(store.list.id, to: bea.id, at: fixtureDate)

            // Bins is no one's: it alerts Bea, its owner now, at 09:00 in Tokyo, and Ada, an editor
            // now, at 09:00 in Berlin; Recycling stays Ada's, at 10:00 in Berlin.
            let pending = try await store.pending()
            #expect(pending.map(\.key.reminderID) == [bins.id, bins.id, recycling.id])
            #expect(pending.map(\.recipientID) == [bea.id, store.owner.id, store.owner.id])
            #expect(pending.map(\.key.alertAt) == [instant("2026-11-22T00:00:00Z"), instant("2026-11-22T08:00:00Z"), instant("2026-11-22T09:00:00Z")])
        }
    }

    @Test func movingAReminderToAListOfAnotherOwner_alertsThatOwner_atTheirTime_andItsMembers() async throws {
        try await withBea { store, bea, bins in
            let beas = try await SQLiteReminderListRepository(database: store.database, owner: bea.id, now: { fixtureDate }).create(name: "Bea's")
            try await store.database.write { db in
                try db.execute(sql: "INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (?, ?, 'editor', 0)", arguments: [beas.id, store.owner.id])
            }

            _ = try await store.reminders.move(id: bins.id, toList: beas.id)

            // Bea owns that list; Ada, an editor of it, keeps the alert she had.
            #expect(try await store.pending() == [
                DueAlert(key: AlertKey(reminderID: bins.id, alertAt: instant("2026-11-22T00:00:00Z")), recipientID: bea.id),
                DueAlert(key: AlertKey(reminderID: bins.id, alertAt: instant("2026-11-22T08:00:00Z")), recipientID: store.owner.id),
            ])
        }
    }

    @Test func theDailySummary_holdsWhatThePersonIsAlertedOf_theirListsNoOne_sAndThoseAssignedToThem() async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: bea.id, store)
            try await store.add("Ada's call", due: "2026-11-22", at: "11:00")
            let day: @Sendable (User) -> LocalDate = { _ in .fixture("2026-11-22") }

            #expect(try await store.alerts.summary(of: bea.id, through: day, limit: 10)?.reminders.map(\.reminder.title) == ["Bins", "Ada's call"])
            #expect(try await store.alerts.summary(of: store.owner.id, through: day, limit: 10)?.reminders.map(\.reminder.title) == ["Ada's call"])
        }
    }

    @Test func theNavigation_sPeople_areReadByPrimaryKey_andEachList_sMembersAsARangeOfItsKey() async throws {
        try await withBea { store, _, _ in
            let plan = try await store.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteReminderListRepository.peopleSQL, arguments: ["[1]", 1]).map { $0["detail"] as String }
            }
            // Only the JSON array of ids is scanned; no table is.
            #expect(plan.filter { $0.hasPrefix("SCAN") && !$0.hasPrefix("SCAN wanted VIRTUAL TABLE") } == [], "\(plan)")
            #expect(plan.contains("SEARCH listMember USING PRIMARY KEY (listID=?)"), "\(plan)")
        }
    }

    @Test func names_readEachPersonByPrimaryKey_andThePerson_sListsByTheirRanges() async throws {
        try await withBea { store, bea, _ in
            let plan = try await store.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteListMembershipRepository.namesSQL, arguments: [bea.id, "[1,2]"])
                    .map { $0["detail"] as String }
            }
            #expect(!plan.contains { $0.hasPrefix("SCAN user") || $0.hasPrefix("SCAN reminderList") || $0.hasPrefix("SCAN listMember") || $0.hasPrefix("SCAN theirs") || $0.hasPrefix("SCAN mine") }, "\(plan)")
        }
    }
}

extension AssigneeStorageTests {
    @Test func aListSharedWithNoOneAnyMore_assignsNoOne_notEvenItsOwner() async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: store.owner.id, store)

            try await SQLiteListMembershipRepository(database: store.database, person: bea.id).remove(bea.id, from: store.list.id)

            #expect(try await assignee(of: bins.id, store) == nil)
            #expect(try await assign(bins, to: store.owner.id, store).assigneeID == nil)
        }
    }

    @Test func theLastMember_sAccountDeleted_leavesTheListAssigningNoOne_asTheirLeavingWould() async throws {
        try await withBea { store, bea, bins in
            _ = try await assign(bins, to: store.owner.id, store)

            try await store.users.delete(id: bea.id)

            #expect(try await assignee(of: bins.id, store) == nil)
        }
    }
}
