@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing
import TimingTestSupport

/// Two processes on one database file, each its own connections and id: a lease has an owner,
/// a live owner's (heartbeat under 30 s old) is never taken, a dead one's is, and one that
/// stops gives its up at once.
@Suite(.timeSensitive) struct OutboxLeaseTests {
    private static let mail = MailMessage(to: "ada@example.com", subject: "Buy milk", text: "Buy milk", html: "<p>Buy milk</p>")

    @Test func aLiveProcessesLease_isNeverTaken_howeverLongItsSendTakes() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail)], at: store.clock.now())
            let other = try store.secondProcess()
            defer { try? other.close() }
            let start = store.clock.now()

            #expect(try await store.outbox.due(at: start, limit: 10, owner: "first").count == 1)
            // The first beats every 10 s for ten minutes; the second never gets the message.
            for seconds in stride(from: 10.0, through: 600, by: 10) {
                try await store.outbox.heartbeat("first", at: start.addingTimeInterval(seconds))
                #expect(try await SQLiteOutboxRepository(database: other).due(at: start.addingTimeInterval(seconds + 9), limit: 10, owner: "second").isEmpty)
            }
        }
    }

    @Test func aDeadProcessesLease_isReclaimedOnce30SecondsPassWithoutItsHeartbeat() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail)], at: store.clock.now())
            let other = try store.secondProcess()
            defer { try? other.close() }
            let start = store.clock.now()

            #expect(try await store.outbox.due(at: start, limit: 10, owner: "first").count == 1)
            // The first process dies here: it never beats again.
            let second = SQLiteOutboxRepository(database: other)
            #expect(try await second.due(at: start.addingTimeInterval(30), limit: 10, owner: "second").isEmpty)
            let reclaimed = try await second.due(at: start.addingTimeInterval(31), limit: 10, owner: "second")
            #expect(reclaimed.map(\.payload) == [.mail(Self.mail)])
            #expect(try await leaseOwners(store) == ["second"])
        }
    }

    @Test func aProcessThatStops_givesUpItsLeasesAtOnce() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail), .mail(Self.mail)], at: store.clock.now())
            let now = store.clock.now()
            #expect(try await store.outbox.due(at: now, limit: 10, owner: "first").count == 2)

            try await store.outbox.retire("first")

            #expect(try await leaseOwners(store).isEmpty)
            #expect(try await store.outbox.due(at: now, limit: 10, owner: "second").count == 2)
        }
    }

    @Test func aMessageSentOrRetried_isNoLongerLeased() async throws {
        try await AlertStore.with { store in
            try await store.outbox.enqueue([.mail(Self.mail), .mail(Self.mail), .mail(Self.mail)], at: store.clock.now())
            let now = store.clock.now()
            let ids = try await store.outbox.due(at: now, limit: 10, owner: "first").map(\.id)

            try await store.outbox.markSent(id: ids[0], at: now)
            try await store.outbox.reschedule(id: ids[1], attempts: 1, nextAttemptAt: now, error: "exit 75")
            try await store.outbox.release(id: ids[2], owner: "first")

            #expect(try await leaseOwners(store).isEmpty)
            #expect(try await store.outbox.due(at: now, limit: 10, owner: "second").map(\.id) == [ids[1], ids[2]])
        }
    }

    private func leaseOwners(_ store: AlertStore) async throws -> [String] {
        try await store.database.read { db in try String.fetchAll(db, sql: "SELECT leaseOwner FROM outbox WHERE leaseOwner IS NOT NULL") }
    }
}
