@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// The subscriptions in a real SQLite file.
struct SQLitePushSubscriptionRepositoryTests {
    private let key = pushKeyFixture
    private let auth = pushAuthFixture

    @Test func added_areListedOldestFirst_forTheirPersonOnly() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let other = try await test.addUser("other@example.com")

            let phone = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Chrome on Android", at: fixtureDate, limit: 10)
            let laptop = try await repository.add(userID: 1, endpoint: "https://push.example/b", p256dh: key, auth: auth, deviceName: "Firefox on Linux", at: fixtureDate.addingTimeInterval(60), limit: 10)
            _ = try await repository.add(userID: other.id, endpoint: "https://push.example/c", p256dh: key, auth: auth, deviceName: "Safari on macOS", at: fixtureDate, limit: 10)

            #expect(try await repository.subscriptions(userID: 1) == [phone, laptop])
            #expect(phone == PushSubscription(id: phone.id, userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Chrome on Android", createdAt: fixtureDate))
            #expect(try await repository.subscription(id: laptop.id) == laptop)
        }
    }

    @Test func theSameEndpointAgain_replacesThePersonsOwnRow_keepingItsId() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let first = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Old", at: fixtureDate, limit: 10)
            let newAuth = Data(repeating: 0x33, count: 16)

            let again = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: newAuth, deviceName: "New", at: fixtureDate.addingTimeInterval(5), limit: 10)

            #expect(again == PushSubscription(id: first.id, userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: newAuth, deviceName: "New", createdAt: fixtureDate.addingTimeInterval(5)))
            #expect(try await repository.subscriptions(userID: 1) == [again])
        }
    }

    /// Issue 26 item 9: the second account's post moved the first account's device to itself.
    @Test func anotherAccountPostingTheSameEndpoint_getsARowOfItsOwn_andTheFirstAccountsRowIsUntouched() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let other = try await test.addUser("other@example.com")
            let mine = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Mine", at: fixtureDate, limit: 10)

            let theirs = try await repository.add(
                userID: other.id, endpoint: "https://push.example/a", p256dh: key, auth: Data(repeating: 0x33, count: 16), deviceName: "Theirs",
                at: fixtureDate.addingTimeInterval(5), limit: 10
            )

            #expect(theirs.id != mine.id && theirs.userID == other.id)
            #expect(try await repository.subscriptions(userID: 1) == [mine])
            #expect(try await repository.subscriptions(userID: other.id) == [theirs])
            await #expect(throws: RepositoryError.notFound) { try await repository.remove(id: mine.id, userID: other.id) }
        }
    }

    @Test func aPersonWithTheLimitOfDevices_cannotAddAnother_butCanRenewOne_andOthersAreNotCounted() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let other = try await test.addUser("other@example.com")
            for index in 1...3 {
                _ = try await repository.add(userID: 1, endpoint: "https://push.example/\(index)", p256dh: key, auth: auth, deviceName: "", at: fixtureDate, limit: 3)
            }

            await #expect(throws: RepositoryError.conflict) {
                try await repository.add(userID: 1, endpoint: "https://push.example/4", p256dh: key, auth: auth, deviceName: "", at: fixtureDate, limit: 3)
            }
            let renewed = try await repository.add(userID: 1, endpoint: "https://push.example/2", p256dh: key, auth: auth, deviceName: "Renewed", at: fixtureDate, limit: 3)
            _ = try await repository.add(userID: other.id, endpoint: "https://push.example/4", p256dh: key, auth: auth, deviceName: "", at: fixtureDate, limit: 3)

            #expect(try await repository.subscriptions(userID: 1).map(\.endpoint) == ["https://push.example/1", "https://push.example/2", "https://push.example/3"])
            #expect(renewed.deviceName == "Renewed")
        }
    }

    @Test func removing_takesOnlyThePersonsOwn_anotherOrUnknownIdIsNotFound() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let other = try await test.addUser("other@example.com")
            let mine = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Mine", at: fixtureDate, limit: 10)
            let theirs = try await repository.add(userID: other.id, endpoint: "https://push.example/b", p256dh: key, auth: auth, deviceName: "Theirs", at: fixtureDate, limit: 10)

            await #expect(throws: RepositoryError.notFound) { try await repository.remove(id: theirs.id, userID: 1) }
            await #expect(throws: RepositoryError.notFound) { try await repository.remove(id: 999, userID: 1) }
            try await repository.remove(id: mine.id, userID: 1)

            #expect(try await repository.subscriptions(userID: 1).isEmpty)
            #expect(try await repository.subscriptions(userID: other.id) == [theirs])
        }
    }

    @Test func aGoneSubscription_isRemovedWhoeverHasIt_andAgainIsNothing() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let gone = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Mine", at: fixtureDate, limit: 10)

            try await repository.removeGone(id: gone.id)
            try await repository.removeGone(id: gone.id)

            #expect(try await repository.subscription(id: gone.id) == nil)
        }
    }

    @Test func deletingTheAccount_deletesItsSubscriptions() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let added = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Mine", at: fixtureDate, limit: 10)

            try await test.users.delete(id: 1)

            #expect(try await repository.subscription(id: added.id) == nil)
        }
    }

    @Test func aGoneAccount_isNotFound() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            await #expect(throws: RepositoryError.notFound) {
                try await repository.add(userID: 42, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, deviceName: "", at: fixtureDate, limit: 10)
            }
        }
    }

    @Test func aPersonsDevices_areARangeOfTheirIndex_withNoSort() async throws {
        try await TestDatabase.with { test in
            let plan = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLitePushSubscriptionRepository.subscriptionsSQL, arguments: [1]).map { $0["detail"] as String }
            }
            #expect(plan == [
                "SEARCH pushSubscription USING INDEX pushSubscription_userID (userID=?)",
                "SEARCH failure USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN",
            ])
        }
    }

    @Test func aFailingDevice_keepsWhenItBeganFailing_isDisabled_andWorksAgainWhenTheBrowserSubscribesAgain() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let phone = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Phone", at: fixtureDate, limit: 10)

            #expect(try await repository.recordFailure(id: phone.id, at: fixtureDate.addingTimeInterval(10)) == fixtureDate.addingTimeInterval(10))
            #expect(try await repository.recordFailure(id: phone.id, at: fixtureDate.addingTimeInterval(99)) == fixtureDate.addingTimeInterval(10))
            try await repository.disable(id: phone.id, at: fixtureDate.addingTimeInterval(100))

            let disabled = try #require(try await repository.subscription(id: phone.id))
            #expect(disabled.failingSince == fixtureDate.addingTimeInterval(10))
            #expect(disabled.disabledAt == fixtureDate.addingTimeInterval(100))
            #expect(try await repository.subscriptions(userID: 1) == [disabled])

            // The same browser subscribes again: its failures of before no longer count.
            let again = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Phone", at: fixtureDate.addingTimeInterval(200), limit: 10)
            #expect(try await repository.subscription(id: again.id)?.disabledAt == nil)
            #expect(try await repository.subscription(id: again.id)?.failingSince == nil)
            #expect(try await repository.recordFailure(id: again.id, at: fixtureDate.addingTimeInterval(300)) == fixtureDate.addingTimeInterval(300))
        }
    }

    @Test func aDeviceThatWorksAgain_isNoLongerFailing() async throws {
        try await TestDatabase.with { test in
            let repository = SQLitePushSubscriptionRepository(database: test.database)
            let phone = try await repository.add(userID: 1, endpoint: "https://push.example/a", p256dh: key, auth: auth, deviceName: "Phone", at: fixtureDate, limit: 10)
            _ = try await repository.recordFailure(id: phone.id, at: fixtureDate)

            try await repository.clearFailure(id: phone.id)

            #expect(try await repository.subscription(id: phone.id) == phone)
            #expect(try await repository.recordFailure(id: 999, at: fixtureDate) == fixtureDate)
        }
    }

    @Test func theMigrationToDevicesPerAccount_keepsEveryRowAndId() throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(configuration: configuration)
        try AppDatabase.migrator.migrate(queue, upTo: "v17-push-subscriptions")
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO pushSubscription (id, userID, endpoint, p256dh, auth, deviceName, createdAt) VALUES (5, 1, 'https://push.example/a', ?, ?, 'Mine', 0)",
                arguments: [key, auth]
            )
        }

        try AppDatabase.migrator.migrate(queue)

        try queue.write { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT id, userID, endpoint, deviceName FROM pushSubscription"))
            #expect(row == ["id": 5, "userID": 1, "endpoint": "https://push.example/a", "deviceName": "Mine"])
            try db.execute(
                sql: "INSERT INTO pushSubscription (userID, endpoint, p256dh, auth, deviceName, createdAt) VALUES (2, 'https://push.example/a', ?, ?, 'Theirs', 0)",
                arguments: [key, auth]
            )
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pushSubscription") == 2)
            #expect(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE tbl_name = 'pushSubscription' AND type = 'index' AND name NOT LIKE 'sqlite_%'") == ["pushSubscription_userID"])
        }
    }
}
