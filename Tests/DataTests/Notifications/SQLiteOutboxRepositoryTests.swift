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

    @Test func aMessageTaken_isLeasedFromOtherProcesses_untilTheLeaseRunsOut() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail)], at: store.clock.now())
            let other = try store.secondProcess()
            defer { try? other.close() }

            #expect(try await store.outbox.due(at: store.clock.now(), limit: 10).count == 1)
            #expect(try await SQLiteOutboxRepository(database: other).due(at: store.clock.now(), limit: 10).isEmpty)
            #expect(try await SQLiteOutboxRepository(database: other).due(at: store.clock.now().addingTimeInterval(OutboxRows.lease), limit: 10).count == 1)
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

    @Test func aPayloadWrittenByHandThatDoesNotDecode_isSkipped() async throws {
        try await AlertStore.with { store in
            try await store.database.write { db in
                try db.execute(sql: "INSERT INTO outbox (channel, payload, createdAt, nextAttemptAt) VALUES ('mail', 'not json', 0, 0), ('push', '{}', 0, 0)")
            }

            #expect(try await store.outbox.due(at: store.clock.now(), limit: 10).isEmpty)
        }
    }
}
