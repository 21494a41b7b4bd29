@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// One alert per reminder and recipient in a real SQLite file: Ada (Berlin) owns the Inbox; Bea
/// (Tokyo, an editor) and Cy (New York, a viewer) join it through invitations. A reminder that is
/// no one's alerts each of them who has not muted the list, at 09:00 where they are.
@Suite struct MemberAlertStorageTests {
    private func instant(_ text: String) -> Date { AlertStore.instant(text) }

    /// 09:00 on 22 November in Berlin, Tokyo and New York.
    private var berlin: Date { instant("2026-11-22T08:00:00Z") }
    private var tokyo: Date { instant("2026-11-22T00:00:00Z") }
    private var newYork: Date { instant("2026-11-22T14:00:00Z") }

    /// Bea and Cy on Ada's Inbox, and a reminder of it due at 09:00 with an alert then, added
    /// before they joined.
    private func withMembers(_ body: (AlertStore, (bea: User, cy: User), Reminder) async throws -> Void) async throws {
        try await AlertStore.with { store in
            let bins = try await store.add("Bins", due: "2026-11-22", at: "09:00")
            let bea = try await join(store, "bea@example.com", zone: "Asia/Tokyo", as: .editor)
            let cy = try await join(store, "cy@example.com", zone: "America/New_York", as: .viewer)
            try await body(store, (bea, cy), bins)
        }
    }

    /// A new account of `email` in `zone`, invited by Ada to her Inbox as `role` and accepting.
    private func join(_ store: AlertStore, _ email: String, zone: String, as role: ListRole) async throws -> User {
        let person = try await store.users.create(
            email: email, displayName: email, passwordHash: "$fake$v=1$secret", createdAt: fixtureDate, settings: UserSettings(timeZone: zone)
        )
        let now = store.clock.now()
        try await membership(store, store.owner.id).invite(email, to: store.list.id, as: role, at: now, expiresAt: now.addingTimeInterval(3600))
        let invitation = try await membership(store, person.id).invitations(forAddress: email, at: now)[0]
        _ = try await membership(store, person.id).accept(invitation.id, forAddress: email, at: now)
        return person
    }

    private func membership(_ store: AlertStore, _ person: User.ID) -> SQLiteListMembershipRepository {
        SQLiteListMembershipRepository(database: store.database, person: person)
    }

    /// The pending alerts as (recipient, instant), in the order they are due.
    private func due(_ store: AlertStore) async throws -> [Pair] {
        try await store.pending().map { Pair(recipient: $0.recipientID, at: $0.key.alertAt) }
    }

    private struct Pair: Equatable, CustomStringConvertible {
        let recipient: User.ID
        let at: Date
        var description: String { "\(recipient)@\(at.formatted(.iso8601))" }
    }

    @Test func aReminderThatIsNoOne_s_alertsTheOwnerAndEveryMember_eachAtTheDueTimeInTheirOwnZone() async throws {
        try await withMembers { store, people, _ in
            // Bins was there before they joined; Recycling is added after, at 10:00.
            try await store.add("Recycling", due: "2026-11-22", at: "10:00")

            #expect(try await due(store) == [
                Pair(recipient: people.bea.id, at: tokyo), Pair(recipient: people.bea.id, at: tokyo.addingTimeInterval(3600)),
                Pair(recipient: store.owner.id, at: berlin), Pair(recipient: store.owner.id, at: berlin.addingTimeInterval(3600)),
                Pair(recipient: people.cy.id, at: newYork), Pair(recipient: people.cy.id, at: newYork.addingTimeInterval(3600)),
            ])
        }
    }

    @Test func anAssignedReminder_alertsItsAssigneeOnly_andBackToEveryone_onceItIsNoOne_s() async throws {
        try await withMembers { store, people, bins in
            var draft = bins.draft
            draft.assigneeID = people.bea.id
            _ = try await store.reminders.update(id: bins.id, with: draft, movingTo: nil)
            #expect(try await due(store) == [Pair(recipient: people.bea.id, at: tokyo)])

            draft.assigneeID = nil
            _ = try await store.reminders.update(id: bins.id, with: draft, movingTo: nil)
            #expect(try await due(store).map(\.recipient) == [people.bea.id, store.owner.id, people.cy.id])
        }
    }

    @Test func aMemberWhoMutesTheList_losesItsAlerts_butNotThoseAssignedToThem_andUnmuting_givesThemBack() async throws {
        try await withMembers { store, people, bins in
            let mine = try await store.add("Recycling", due: "2026-11-22", at: "10:00")
            var draft = mine.draft
            draft.assigneeID = people.bea.id
            _ = try await store.reminders.update(id: mine.id, with: draft, movingTo: nil)
            let bea = membership(store, people.bea.id)

            try await bea.setPreferences(ListPreferences(inSmartLists: true, receivesAlerts: false), on: store.list.id)

            #expect(try await bea.preferences(on: store.list.id) == ListPreferences(inSmartLists: true, receivesAlerts: false))
            let muted = try await store.pending()
            #expect(muted.filter { $0.recipientID == people.bea.id }.map(\.key.reminderID) == [mine.id])
            #expect(muted.filter { $0.key.reminderID == bins.id }.map(\.recipientID) == [store.owner.id, people.cy.id])

            try await bea.setPreferences(ListPreferences(), on: store.list.id)

            #expect(try await due(store).filter { $0.recipient == people.bea.id } == [
                Pair(recipient: people.bea.id, at: tokyo), Pair(recipient: people.bea.id, at: tokyo.addingTimeInterval(3600)),
            ])
        }
    }

    @Test func theOwner_cannotMuteTheirOwnList_andAStranger_hasNoChoicesToSet() async throws {
        try await withMembers { store, _, _ in
            let eve = try await store.users.create(email: "eve@example.com", displayName: "Eve", passwordHash: "$fake$v=1$x", createdAt: fixtureDate, settings: UserSettings())
            for person in [store.owner.id, eve.id] {
                await #expect(throws: RepositoryError.notFound) {
                    try await membership(store, person).setPreferences(ListPreferences(receivesAlerts: false), on: store.list.id)
                }
                await #expect(throws: RepositoryError.notFound) { try await membership(store, person).preferences(on: store.list.id) }
            }
            #expect(try await store.pending().count == 3)
        }
    }

    @Test func eachRecipient_sAlert_isClaimedOnItsOwn_andStandsForThemOnly() async throws {
        try await withMembers { store, people, _ in
            let bea = try await store.pending()[0]
            #expect(bea.recipientID == people.bea.id)

            #expect(try await store.alerts.claim(bea, sending: [], at: store.clock.now()))
            #expect(try await store.alerts.claim(bea, sending: [], at: store.clock.now()) == false)

            #expect(try await due(store).map(\.recipient) == [store.owner.id, people.cy.id])
            #expect(try await store.outbox.alertStands(bea.key, for: people.bea.id))
            #expect(try await store.outbox.alertStands(bea.key, for: store.owner.id) == false)
        }
    }

    @Test func eachOccasion_saysTheRoleItsRecipientHoldsOnTheList() async throws {
        try await withMembers { store, people, _ in
            var roles: [User.ID: ListRole] = [:]
            for alert in try await store.pending() { roles[alert.recipientID] = try await store.alerts.occasion(of: alert)?.role }

            #expect(roles == [store.owner.id: .owner, people.bea.id: .editor, people.cy.id: .viewer])
        }
    }

    @Test func completingOrDeleting_takesEveryRecipient_sAlertOut_andReopeningOrRestoring_putsThemBack() async throws {
        try await withMembers { store, _, bins in
            _ = try await store.reminders.setCompletion(id: bins.id, completedAt: store.clock.now())
            #expect(try await store.pending().isEmpty)
            _ = try await store.reminders.setCompletion(id: bins.id, completedAt: nil)
            #expect(try await store.pending().count == 3)

            _ = try await store.reminders.delete(id: bins.id, at: store.clock.now())
            #expect(try await store.pending().isEmpty)
            #expect(try await store.alerts.nextDue() == nil)
            _ = try await store.reminders.restore(id: bins.id, deletedSince: store.clock.now())
            #expect(try await store.pending().count == 3)
        }
    }

    @Test(arguments: ["leaves", "is removed", "deletes their account"])
    func aMemberWhoGoes_losesTheList_sAlerts_andTheirQueuedOneNoLongerStands(_ how: String) async throws {
        try await withMembers { store, people, _ in
            let beas = try await store.pending()[0]

            switch how {
            case "leaves": try await membership(store, people.bea.id).remove(people.bea.id, from: store.list.id)
            case "is removed": try await membership(store, store.owner.id).remove(people.bea.id, from: store.list.id)
            default: try await store.users.delete(id: people.bea.id)
            }

            #expect(try await due(store) == [Pair(recipient: store.owner.id, at: berlin), Pair(recipient: people.cy.id, at: newYork)])
            #expect(try await store.outbox.alertStands(beas.key, for: people.bea.id) == false)
        }
    }

    @Test func aMember_sNewZone_movesTheirAlerts_andNoOneElse_s() async throws {
        try await withMembers { store, people, _ in
            var settings = people.bea.settings
            settings.timeZone = "Europe/London"

            _ = try await store.users.setSettings(settings, id: people.bea.id)

            #expect(try await due(store) == [
                Pair(recipient: store.owner.id, at: berlin), Pair(recipient: people.bea.id, at: instant("2026-11-22T09:00:00Z")),
                Pair(recipient: people.cy.id, at: newYork),
            ])
        }
    }

    @Test func theDailySummary_ofAMember_holdsTheSharedList_sRemindersThatAreNoOne_s_unlessTheyMutedIt() async throws {
        try await withMembers { store, people, _ in
            let day: @Sendable (User) -> LocalDate = { _ in .fixture("2026-11-22") }
            #expect(try await store.alerts.summary(of: people.cy.id, through: day, limit: 10)?.reminders.map(\.reminder.title) == ["Bins"])

            try await membership(store, people.cy.id).setPreferences(ListPreferences(receivesAlerts: false), on: store.list.id)

            #expect(try await store.alerts.summary(of: people.cy.id, through: day, limit: 10)?.reminders.isEmpty == true)
        }
    }

    @Test func aList_sNewOwner_whoHadMutedIt_isAlertedByIt_asItsOwner() async throws {
        try await withMembers { store, people, _ in
            try await membership(store, people.bea.id).setPreferences(ListPreferences(receivesAlerts: false), on: store.list.id)

            try await membership(store, store.owner.id).transfer(store.list.id, to: people.bea.id, at: fixtureDate)

            #expect(try await due(store) == [
                Pair(recipient: people.bea.id, at: tokyo), Pair(recipient: store.owner.id, at: berlin), Pair(recipient: people.cy.id, at: newYork),
            ])
        }
    }

    @Test func aFileFromBeforeMemberAlerts_keepsEachReminder_sAlertForItsRecipient_andGivesItsMembersTheirs() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MemberAlertStorageTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ada (Berlin) shares "Shared" with Bea (Tokyo); Bins (09:00, sent already) and Cans
        // (10:00, assigned to Bea) are on it; Own (09:00) is on Ada's own list.
        let path = try await fileFromBefore("v30-assignees", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt, timeZone) VALUES
                ('ada@example.com', 'Ada', 'h', 0, 'Europe/Berlin'), ('bea@example.com', 'Bea', 'h', 0, 'Asia/Tokyo');
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Shared', 'shared', 0, 1), ('Own', 'own', 0, 1);
            INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (1, 2, 'editor', 0);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, uid, dueDate, dueTime, alertMinutes, alertAt, alertPending, assigneeID) VALUES
                (1, 'Bins', 'bins', 1, 1, 'a', '2026-11-22', '09:00', 0, \(berlin.timeIntervalSince1970), 0, NULL),
                (1, 'Cans', 'cans', 1, 2, 'b', '2026-11-22', '10:00', 0, \(tokyo.addingTimeInterval(3600).timeIntervalSince1970), 1, 2),
                (2, 'Own', 'own', 1, 1, 'c', '2026-11-22', '09:00', 0, \(berlin.timeIntervalSince1970), 1, NULL);
            """)
        let clock = SteppingClock(instant("2026-11-21T12:00:00Z"))

        let database = try AppDatabase(path: path, defaultTimeZone: TimeZone(identifier: "UTC")!, now: { clock.now() })
        defer { try? database.close() }

        let rows = try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT reminderID, recipientID, alertAt, pending, live FROM reminderAlert ORDER BY reminderID, recipientID")
                .map { [$0[0], $0[1], $0[2], $0[3], $0[4]] as [Double] }
        }
        #expect(rows == [
            // Ada was sent Bins' alert; Bea, new to it, gets hers.
            [1, 1, berlin.timeIntervalSince1970, 0, 1], [1, 2, tokyo.timeIntervalSince1970, 1, 1],
            [2, 2, tokyo.addingTimeInterval(3600).timeIntervalSince1970, 1, 1],
            [3, 1, berlin.timeIntervalSince1970, 1, 1],
        ])
        let columns = try await database.read { db in try String.fetchAll(db, sql: "SELECT name FROM pragma_table_xinfo('reminder')") }
        #expect(!columns.contains("alertAt") && !columns.contains("alertPending"))
        #expect(try await database.read { db in try Bool.fetchAll(db, sql: "SELECT receivesAlerts FROM listMember") } == [true])
    }
}
