@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing
import TimingTestSupport

@Suite(.timeSensitive) struct SQLiteSessionRepositoryTests {
    private let token = "a-token-of-the-right-length-0123"

    @Test func aStoredSession_isFoundByItsToken_withItsUserAsNowStored() async throws {
        try await TestDatabase.with { test in
            let owner = try await test.users.credentials(id: TestDatabase.owner).user
            let session = AuthenticatedSession.fixture(token: token, user: owner, createdAt: instant(0), lastSeenAt: instant(30))
            try await test.sessions.create(session)
            _ = try await test.users.setDisplayName("Renamed", id: owner.id)
            // The settings come with the session's one read, as every signed-in request needs them.
            let renamed = try await test.users.setSettings(UserSettings(language: "de", timeZone: "Asia/Tokyo", weekStart: .sunday), id: owner.id)

            var expected = session
            expected.user = renamed
            #expect(try await test.sessions.session(token: token) == expected)
            #expect(try await test.sessions.session(token: token + "x") == nil)
        }
    }

    @Test func theDatabase_holdsOnlyTheTokensSHA256() async throws {
        try await TestDatabase.with { test in
            try await test.sessions.create(.fixture(token: token, user: .fixture(id: TestDatabase.owner)))

            let token = token
            let (digest, copies) = try await test.database.read { db in
                let digest = try Foundation.Data.fetchOne(db, sql: "SELECT tokenHash FROM session")!
                let copies = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session WHERE CAST(tokenHash AS TEXT) = ? OR csrfToken = ?", arguments: [token, token])!
                return (digest, copies)
            }
            #expect(digest.count == 32)
            #expect(digest == SessionTokenDigest.digest(token))
            // SHA-256("abc"), the FIPS 180-2 example.
            #expect(SessionTokenDigest.digest("abc").map { String(format: "%02x", $0) }.joined()
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
            #expect(copies == 0)
        }
    }

    @Test func touching_recordsTheLastUse() async throws {
        try await TestDatabase.with { test in
            try await test.sessions.create(.fixture(token: token, user: .fixture(id: TestDatabase.owner)))
            try await test.sessions.touch(token: token, at: instant(600))
            #expect(try await test.sessions.session(token: token)?.lastSeenAt == instant(600))
        }
    }

    @Test func deleting_endsOneSession() async throws {
        try await TestDatabase.with { test in
            try await test.sessions.create(.fixture(token: token, user: .fixture(id: TestDatabase.owner)))
            try await test.sessions.delete(token: token)
            try await test.sessions.delete(token: token)
            #expect(try await test.sessions.session(token: token) == nil)
        }
    }

    @Test func deletingAllButOne_keepsThatOneAndOtherUsersSessions() async throws {
        try await TestDatabase.with { test in
            let other = try await test.addUser("eve@example.com")
            for index in 0..<3 { try await test.sessions.create(.fixture(token: "\(token)-\(index)", user: .fixture(id: TestDatabase.owner))) }
            try await test.sessions.create(.fixture(token: "\(token)-eve", user: other))

            #expect(try await test.sessions.deleteAll(userID: TestDatabase.owner, except: "\(token)-1") == 2)
            #expect(try await test.sessions.session(token: "\(token)-1") != nil)
            #expect(try await test.sessions.session(token: "\(token)-eve") != nil)
            #expect(try await test.sessions.deleteAll(userID: TestDatabase.owner, except: nil) == 1)
        }
    }

    @Test func deletingExpired_removesIdleAndOldSessionsOfThatUser() async throws {
        try await TestDatabase.with { test in
            let owner = User.fixture(id: TestDatabase.owner)
            try await test.sessions.create(.fixture(token: "\(token)-idle", user: owner, createdAt: instant(0), lastSeenAt: instant(10)))
            try await test.sessions.create(.fixture(token: "\(token)-old", user: owner, createdAt: instant(-100), lastSeenAt: instant(500)))
            try await test.sessions.create(.fixture(token: "\(token)-live", user: owner, createdAt: instant(0), lastSeenAt: instant(500)))

            try await test.sessions.deleteExpired(userID: owner.id, lastSeenBefore: instant(100), createdBefore: instant(-50))

            #expect(try await test.sessions.session(token: "\(token)-idle") == nil)
            #expect(try await test.sessions.session(token: "\(token)-old") == nil)
            #expect(try await test.sessions.session(token: "\(token)-live") != nil)
        }
    }

    @Test func aSessionWithoutItsUser_isNotFound() async throws {
        try await TestDatabase.with { test in
            await #expect(throws: RepositoryError.notFound) {
                try await test.sessions.create(.fixture(token: token, user: .fixture(id: 42)))
            }
        }
    }
}

// Time-sensitive: an entry is used for five seconds, and a suite run on two cores queues
// database work for longer than that.
@Suite(.timeSensitive) struct RecentSessionsTests {
    private let token = "a-token-of-the-right-length-0123"

    @Test func aSessionReadAgain_comesFromMemory_untilTheAppWritesToSessionsOrUsers() async throws {
        try await TestDatabase.with { test in
            try await test.sessions.create(.fixture(token: token, user: .fixture(id: TestDatabase.owner), lastSeenAt: instant(30)))
            #expect(try await test.sessions.session(token: token)?.lastSeenAt == instant(30))

            // Another process changes the row: not seen while the read is recent and the app
            // wrote nothing to sessions or users.
            let otherProcess = try DatabaseQueue(path: test.path)
            try await otherProcess.write { db in try db.execute(sql: "UPDATE session SET lastSeenAt = ?", arguments: [instant(90).timeIntervalSince1970]) }
            #expect(try await test.sessions.session(token: token)?.lastSeenAt == instant(30))

            // Writing reminders and lists (the row actions of every page) keeps it.
            let list = try await test.lists.create(name: "Groceries")
            let milk = try await test.reminders.add(.fixture(title: "Milk"), toList: list.id, createdAt: instant(40))
            _ = try await test.reminders.setFlag(id: milk.id, isFlagged: true)
            #expect(try await test.sessions.session(token: token)?.lastSeenAt == instant(30))

            // A write to the user makes what was read before it old.
            _ = try await test.users.setDisplayName("Renamed", id: TestDatabase.owner)
            #expect(try await test.sessions.session(token: token)?.lastSeenAt == instant(90))
        }
    }

    @Test func aWriteToSessions_thatIsRolledBack_stillMakesTheEntryOld() async throws {
        try await TestDatabase.with { test in
            try await test.sessions.create(.fixture(token: token, user: .fixture(id: TestDatabase.owner), lastSeenAt: instant(30)))
            #expect(try await test.sessions.session(token: token) != nil)
            let writes = test.database.sessionWriteCount

            struct Refused: Error {}
            await #expect(throws: RepositoryError.self) {
                try await test.database.write { db in
                    try db.execute(sql: "DELETE FROM session")
                    throw Refused()
                }
            }

            #expect(test.database.sessionWriteCount > writes)
            #expect(try await test.sessions.session(token: token) != nil)
        }
    }

    @Test(arguments: ["sign out", "sign out elsewhere", "rename", "delete account", "delete the default list"])
    func aChangeToTheSessionOrItsUser_isSeenByTheVeryNextRead(change: String) async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Inbox")
            var settings = UserSettings()
            settings.defaultListID = list.id
            _ = try await test.users.setSettings(settings, id: TestDatabase.owner)
            try await test.sessions.create(.fixture(token: token, user: .fixture(id: TestDatabase.owner)))
            #expect(try await test.sessions.session(token: token)?.user.settings.defaultListID == list.id)

            switch change {
            case "sign out": try await test.sessions.delete(token: token)
            case "sign out elsewhere": _ = try await test.sessions.deleteAll(userID: TestDatabase.owner, except: "another-token")
            case "rename": _ = try await test.users.setDisplayName("Renamed", id: TestDatabase.owner)
            // The user's default list is cleared by the foreign key's action, not by a statement on `user`.
            case "delete the default list": try await test.lists.delete(id: list.id)
            default: try await test.users.delete(id: TestDatabase.owner)
            }

            let session = try await test.sessions.session(token: token)
            switch change {
            case "rename": #expect(session?.user.displayName == "Renamed")
            case "delete the default list": #expect(session != nil && session?.user.settings.defaultListID == nil)
            default: #expect(session == nil)
            }
        }
    }

    @Test func anEntry_isUsedForItsLifetimeOnly_andOnlyAtItsWriteCount() {
        let recent = RecentSessions(lifetime: .seconds(5))
        let session = AuthenticatedSession.fixture(token: token, user: .fixture())
        let digest = SessionTokenDigest.digest(token)
        let start = ContinuousClock.now
        recent.remember(session, for: digest, writeCount: 7, now: start)

        #expect(recent.session(for: digest, writeCount: 7, now: start + .seconds(4)) == session)
        #expect(recent.session(for: SessionTokenDigest.digest("other"), writeCount: 7, now: start) == nil)
        #expect(recent.session(for: digest, writeCount: 8, now: start + .seconds(1)) == nil)
        // An old entry is forgotten, not kept.
        #expect(recent.count == 0)
        recent.remember(session, for: digest, writeCount: 8, now: start)
        #expect(recent.session(for: digest, writeCount: 8, now: start + .seconds(5)) == nil)
        #expect(recent.count == 0)
    }

    @Test func aFullCache_startsAgainEmpty_andUnknownTokensAreNotRemembered() async throws {
        let recent = RecentSessions(capacity: 3)
        let session = AuthenticatedSession.fixture(token: token, user: .fixture())
        for number in 0..<3 { recent.remember(session, for: SessionTokenDigest.digest("t\(number)"), writeCount: 0) }
        #expect(recent.count == 3)
        recent.remember(session, for: SessionTokenDigest.digest("t0"), writeCount: 0)
        #expect(recent.count == 3)
        recent.remember(session, for: SessionTokenDigest.digest("t3"), writeCount: 0)
        #expect(recent.count == 1)

        try await TestDatabase.with { test async throws in
            #expect(try await test.sessions.session(token: "unknown") == nil)
            #expect(test.database.recentSessions.count == 0)
        }
    }
}
