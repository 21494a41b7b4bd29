@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// The outbox kept in SQLite: what waits, what leaves, and the lease that keeps a second process off
/// a message one is sending.
struct SQLiteOutboxRepositoryTests {
    private static let mail = MailMessage(
        to: "ada@example.com", subject: "Réinitialiser ✓", text: "Line one\nline two", html: "<p>Hi</p>",
        unsubscribeURL: "https://reminders.test/stop"
    )
    private static let push = PushMessage(
        title: "Buy milk", body: "Inbox", url: "https://reminders.test/reminders/1/edit", markDoneURL: "https://reminders.test/done",
        markDoneLabel: "Mark done", tag: "reminder-1"
    )

    @Test func enqueuedMessages_comeBackDue_whole_longestDueFirst() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail)], at: AlertStore.instant("2026-11-21T12:00:00Z"))
            try await store.outbox.enqueue([.push(Self.push, subscriptionID: 3)], at: AlertStore.instant("2026-11-21T11:00:00Z"))

            let due = try await store.outbox.due(at: AlertStore.instant("2026-11-21T12:00:00Z"), limit: 10)

            #expect(due.map(\.payload) == [.push(Self.push, subscriptionID: 3), .mail(Self.mail)])
            #expect(due.map(\.attempts) == [0, 0])
            #expect(due.map(\.createdAt) == [AlertStore.instant("2026-11-21T11:00:00Z"), AlertStore.instant("2026-11-21T12:00:00Z")])
            #expect(due.allSatisfy { $0.alert == nil })
        }
    }

    @Test func askingWithNothingDue_writesNothing() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail)], at: store.clock.now().addingTimeInterval(60))
            let writes = store.database.writeCount

            #expect(try await store.outbox.due(at: store.clock.now(), limit: 10).isEmpty)
            #expect(store.database.writeCount == writes)
        }
    }

    @Test func sentOrDropped_leavesTheQueue_keepingTheRecordWithoutTheContent() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail), .mail(Self.mail)], at: store.clock.now())
            let due = try await store.outbox.due(at: store.clock.now(), limit: 10)

            try await store.outbox.markSent(id: due[0].id, at: store.clock.now())
            try await store.outbox.markDropped(id: due[1].id, reason: "refused", at: store.clock.now())

            #expect(try await store.outbox.due(at: .distantFuture, limit: 10).isEmpty)
            let rows = try await store.database.read { db in
                try Row.fetchAll(db, sql: "SELECT payload, sentAt IS NOT NULL AS sent, droppedAt IS NOT NULL AS dropped, lastError, attempts FROM outbox ORDER BY id")
                    .map { "\($0["payload"] as String)|\($0["sent"] as Bool)|\($0["dropped"] as Bool)|\($0["lastError"] as String? ?? "-")|\($0["attempts"] as Int)" }
            }
            #expect(rows == ["|true|false|-|1", "|false|true|refused|0"])
            await #expect(throws: RepositoryError.notFound) { try await store.outbox.markSent(id: due[0].id, at: store.clock.now()) }
        }
    }

    @Test func aRescheduledMessage_isDueAgainAtItsTime_withItsAttempts() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail)], at: store.clock.now())
            let id = try await store.outbox.due(at: store.clock.now(), limit: 10)[0].id
            let later = store.clock.now().addingTimeInterval(30)

            try await store.outbox.reschedule(id: id, attempts: 1, nextAttemptAt: later, error: "exit 75")

            #expect(try await store.outbox.due(at: later.addingTimeInterval(-1), limit: 10).isEmpty)
            let again = try await store.outbox.due(at: later, limit: 10)
            #expect(again.map(\.id) == [id] && again[0].attempts == 1 && again[0].nextAttemptAt == later)
            await #expect(throws: RepositoryError.notFound) { try await store.outbox.reschedule(id: 999, attempts: 1, nextAttemptAt: later, error: "") }
        }
    }

    @Test func aPayloadWrittenByHandThatDoesNotDecode_comesBackUnreadable_sayingWhy() async throws {
        try await AlertStore.with { store in
            try await store.database.write { db in
                try db.execute(sql: """
                    INSERT INTO outbox (channel, destination, payload, createdAt, nextAttemptAt) VALUES ('mail', 'mail', 'not json', 0, 0);
                    INSERT INTO outbox (channel, destination, payload, subscriptionID, createdAt, nextAttemptAt) VALUES ('push', 'push:1', '{}', 1, 0, 1);
                    INSERT INTO outbox (channel, destination, payload, createdAt, nextAttemptAt) VALUES ('push', 'push:1', '{}', 0, 2);
                    INSERT INTO outbox (channel, destination, payload, feedbackID, createdAt, nextAttemptAt) VALUES ('webhook', 'webhook', '', 99, 0, 3);
                    """)
            }

            let due = try await store.outbox.due(at: store.clock.now(), limit: 10)

            #expect(due.map(\.payload.channel) == [.mail, .push, .push, .webhook])
            #expect(due.allSatisfy { if case .unreadable = $0.payload { true } else { false } })
            if case .unreadable(_, let reason) = due[2].payload { #expect(reason == "it names no subscription") }
            if case .unreadable(_, let reason) = due[3].payload { #expect(reason == "its feedback is gone") }
        }
    }

    @Test func aClaim_takesTurnsBetweenAccounts_soOneAccountsBacklogWaitsBehindTheOthersFirst() async throws {
        try await AlertStore.with { store in
            let now = store.clock.now()
            try await store.outbox.enqueue(Array(repeating: .mail(Self.mail), count: 10_000), for: 1, at: now.addingTimeInterval(-60))
            try await store.outbox.enqueue([.mail(Self.mail)], for: 2, at: now)
            try await store.outbox.enqueue([.mail(Self.mail), .mail(Self.mail)], for: 3, at: now.addingTimeInterval(-1))

            let batch = try await store.outbox.due(at: now, limit: 5)

            #expect(batch.map(\.accountID) == [1, 3, 2, 1, 3])
            #expect(batch.map(\.id) == [1, 10_002, 10_001, 2, 10_003])
        }
    }

    @Test func aClaim_takesOnlyTheChannelsAsked() async throws {
        try await AlertStore.with { store in
            let feedback = try await SQLiteFeedbackQueueRepository(database: store.database).enqueue(.fixture(), from: store.owner, createdAt: store.clock.now())
            try await store.outbox.enqueue([.mail(Self.mail)], at: store.clock.now())
            let now = store.clock.now()

            let claimed = try await store.outbox.claim(at: now, ownersAliveSince: now, channels: [.mail, .push], limit: 10, owner: "a")

            #expect(claimed.map(\.channel) == [.mail])
            #expect(try await store.outbox.due(at: now, limit: 10, owner: "b").map(\.payload) == [.webhook(feedback)])
        }
    }

    @Test func aFailingDestinationRests_itsQueuedMessagesWaitingWithIt_notTheOthers() async throws {
        try await AlertStore.with { store in
            let now = store.clock.now()
            try await store.outbox.enqueue([.push(Self.push, subscriptionID: 3), .push(Self.push, subscriptionID: 4), .mail(Self.mail)], at: now)

            try await store.outbox.rest(.pushSubscription(3), until: now.addingTimeInterval(60))

            let others = try await store.outbox.due(at: now, limit: 10)
            #expect(others.map(\.payload.destination) == [.pushSubscription(4), .mailSystem])
            for message in others { try await store.outbox.markSent(id: message.id, at: now) }
            #expect(try await store.outbox.due(at: now.addingTimeInterval(60), limit: 10, owner: "later").map(\.payload.destination) == [.pushSubscription(3)])
        }
    }
}
