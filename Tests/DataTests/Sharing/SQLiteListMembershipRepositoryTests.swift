@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// Invitations and members in a real SQLite file: the owner (id 1) invites, Bea answers with her
/// address, and the rows say so.
@Suite struct SQLiteListMembershipRepositoryTests {
    struct World {
        let test: TestDatabase
        let list: ReminderList
        let owner: SQLiteListMembershipRepository
        let bea: User
        let beas: SQLiteListMembershipRepository

        static func with(_ body: (World) async throws -> Void) async throws {
            try await TestDatabase.with { test in
                let list = try await test.lists.create(name: "Groceries")
                let bea = try await test.addUser("bea@example.com", displayName: "Bea")
                try await body(World(
                    test: test, list: list, owner: SQLiteListMembershipRepository(database: test.database, person: TestDatabase.owner),
                    bea: bea, beas: SQLiteListMembershipRepository(database: test.database, person: bea.id)
                ))
            }
        }

        func inviteBea(as role: ListRole = .editor, at second: Double = 0) async throws {
            try await owner.invite("bea@example.com", to: list.id, as: role, at: instant(second), expiresAt: instant(second + Sharing.invitationLifetime))
        }

        func beasInvitations(at second: Double = 1) async throws -> [ReceivedInvitation] {
            try await beas.invitations(forAddress: "bea@example.com", at: instant(second))
        }
    }

    @Test func anInvitation_isSeenByItsAddress_acceptedOnce_andMakesAMemberInItsRole() async throws {
        try await World.with { world in
            try await world.inviteBea(as: .viewer)
            let received = try await world.beasInvitations()
            #expect(received.map(\.listName) == ["Groceries"])
            #expect(received.map(\.inviterName) == ["Someone"])
            #expect(received.map(\.role) == [.viewer])
            #expect(try await world.owner.invitations(to: world.list.id, at: instant(1)).map(\.email) == ["bea@example.com"])

            #expect(try await world.beas.accept(received[0].id, forAddress: "bea@example.com", at: instant(2)) == world.list.id)
            let members = try await world.owner.members(of: world.list.id)
            #expect(members.map(\.displayName) == ["Someone", "Bea"])
            #expect(members.map(\.role) == [.owner, .viewer])
            #expect(members.map(\.email) == ["owner@example.com", "bea@example.com"])
            #expect(try await SQLiteListAccessRepository(database: world.test.database, person: world.bea.id).role(on: .list(world.list.id)) == .viewer)
            #expect(try await world.beasInvitations(at: 3).isEmpty)
            #expect(try await world.owner.invitations(to: world.list.id, at: instant(3)).isEmpty)
            await #expect(throws: RepositoryError.notFound) { try await world.beas.accept(received[0].id, forAddress: "bea@example.com", at: instant(4)) }
        }
    }

    @Test func anInvitation_toAnotherAddress_orExpired_cannotBeAnswered() async throws {
        try await World.with { world in
            try await world.inviteBea()
            let id = try await world.beasInvitations()[0].id
            let someoneElse = SQLiteListMembershipRepository(database: world.test.database, person: try await world.test.addUser("eve@example.com").id)
            await #expect(throws: RepositoryError.notFound) { try await someoneElse.accept(id, forAddress: "eve@example.com", at: instant(1)) }
            await #expect(throws: RepositoryError.notFound) { try await someoneElse.decline(id, forAddress: "eve@example.com", at: instant(1)) }
            let expired = instant(Sharing.invitationLifetime + 1)
            #expect(try await world.beas.invitations(forAddress: "bea@example.com", at: expired).isEmpty)
            await #expect(throws: RepositoryError.notFound) { try await world.beas.accept(id, forAddress: "bea@example.com", at: expired) }
            #expect(try await world.owner.members(of: world.list.id).count == 1)
        }
    }

    @Test func aNewInvitationOfTheSameAddress_replacesTheOpenOne() async throws {
        try await World.with { world in
            try await world.inviteBea(as: .editor)
            try await world.inviteBea(as: .viewer, at: 10)
            #expect(try await world.beasInvitations(at: 11).map(\.role) == [.viewer])
            #expect(try await world.owner.invitationsSent(since: instant(-1)) == [instant(0), instant(10)])
        }
    }

    @Test func declined_orWithdrawn_anInvitationIsGone_andMakesNoMember() async throws {
        try await World.with { world in
            try await world.inviteBea()
            let first = try await world.beasInvitations()[0].id
            try await world.beas.decline(first, forAddress: "bea@example.com", at: instant(1))
            try await world.inviteBea(at: 2)
            let second = try await world.beasInvitations(at: 3)[0].id
            // Only the list's owner withdraws.
            await #expect(throws: RepositoryError.notFound) { try await world.beas.withdraw(second, from: world.list.id, at: instant(3)) }
            try await world.owner.withdraw(second, from: world.list.id, at: instant(3))
            #expect(try await world.beasInvitations(at: 4).isEmpty)
            #expect(try await world.owner.members(of: world.list.id).count == 1)
        }
    }

    @Test func theOwnerOrAMember_acceptingAgain_isAConflict_andKeepsTheirRole() async throws {
        try await World.with { world in
            try await world.test.share(world.list.id, with: world.bea.id, as: "viewer")
            try await world.inviteBea(as: .editor)
            let id = try await world.beasInvitations()[0].id
            await #expect(throws: RepositoryError.conflict) { try await world.beas.accept(id, forAddress: "bea@example.com", at: instant(1)) }
            #expect(try await world.owner.members(of: world.list.id).map(\.role) == [.owner, .viewer])
        }
    }

    @Test func theOwner_changesARole_andRemovesAMember_whoThenHoldsNoRole() async throws {
        try await World.with { world in
            try await world.test.share(world.list.id, with: world.bea.id, as: "viewer")
            // A member changes no one's role, and removes only themselves.
            await #expect(throws: RepositoryError.notFound) { try await world.beas.setRole(.editor, of: world.bea.id, on: world.list.id) }
            await #expect(throws: RepositoryError.notFound) { try await world.beas.remove(TestDatabase.owner, from: world.list.id) }
            try await world.owner.setRole(.editor, of: world.bea.id, on: world.list.id)
            #expect(try await world.owner.members(of: world.list.id).map(\.role) == [.owner, .editor])
            try await world.owner.remove(world.bea.id, from: world.list.id)
            #expect(try await SQLiteListAccessRepository(database: world.test.database, person: world.bea.id).role(on: .list(world.list.id)) == nil)
            await #expect(throws: RepositoryError.notFound) { try await world.owner.remove(world.bea.id, from: world.list.id) }
        }
    }

    @Test func aMember_leaves_andAStranger_readsNoMembersAndInvitesNoOne() async throws {
        try await World.with { world in
            try await world.test.share(world.list.id, with: world.bea.id, as: "editor")
            #expect(try await world.beas.members(of: world.list.id).count == 2)
            try await world.beas.remove(world.bea.id, from: world.list.id)
            #expect(try await world.beas.members(of: world.list.id).isEmpty)
            #expect(try await world.beas.invitations(to: world.list.id, at: instant(0)).isEmpty)
            await #expect(throws: RepositoryError.notFound) {
                try await world.beas.invite("eve@example.com", to: world.list.id, as: .editor, at: instant(0), expiresAt: instant(1))
            }
        }
    }

    @Test func aTransfer_makesTheMemberTheOwner_withTheListsRemindersAndTags_andTheOwnerAnEditor() async throws {
        try await World.with { world in
            let milk = try await world.test.add("Milk", to: world.list)
            try await world.test.database.write { db in
                try db.execute(sql: "INSERT INTO reminderTag (reminderID, ownerID, tagKey) VALUES (?, ?, 'shop')", arguments: [milk.id, TestDatabase.owner])
            }
            try await world.test.share(world.list.id, with: world.bea.id, as: "editor")
            // Only the owner transfers, and only to a member.
            await #expect(throws: RepositoryError.notFound) { try await world.beas.transfer(world.list.id, to: world.bea.id, at: instant(1)) }
            let eve = try await world.test.addUser("eve@example.com").id
            await #expect(throws: RepositoryError.notFound) { try await world.owner.transfer(world.list.id, to: eve, at: instant(1)) }

            try await world.owner.transfer(world.list.id, to: world.bea.id, at: instant(2))

            let members = try await world.beas.members(of: world.list.id)
            #expect(members.map(\.id) == [world.bea.id, TestDatabase.owner])
            #expect(members.map(\.role) == [.owner, .editor])
            #expect(try await world.test.database.count("reminder", where: "ownerID = \(world.bea.id)") == 1)
            #expect(try await world.test.database.count("reminderTag", where: "ownerID = \(world.bea.id)") == 1)
            #expect(try await SQLiteListAccessRepository(database: world.test.database, person: TestDatabase.owner).role(on: .reminder(milk.id)) == .editor)
            #expect(try await world.test.repositories(of: world.bea.id).lists.summaries().map(\.list.name) == ["Groceries"])
        }
    }

    @Test func aTransferToSomeoneWithAListOfTheSameName_isAConflict_andChangesNothing() async throws {
        try await World.with { world in
            try await world.test.share(world.list.id, with: world.bea.id, as: "editor")
            _ = try await world.test.repositories(of: world.bea.id).lists.create(name: "groceries")
            await #expect(throws: RepositoryError.conflict) { try await world.owner.transfer(world.list.id, to: world.bea.id, at: instant(1)) }
            #expect(try await world.owner.members(of: world.list.id).map(\.role) == [.owner, .editor])
        }
    }

    @Test func theSharedLists_areThePersonsOwnListsWithMembers_eachWithEveryoneOnIt() async throws {
        try await World.with { world in
            _ = try await world.test.lists.create(name: "Private")
            let books = try await world.test.lists.create(name: "Books")
            try await world.test.share(world.list.id, with: world.bea.id, as: "editor")
            try await world.test.share(books.id, with: world.bea.id, as: "viewer")
            let shares = try await world.owner.sharedLists()
            #expect(shares.map(\.list.name) == ["Books", "Groceries"])
            #expect(shares.map { $0.members.map(\.role) } == [[.owner, .viewer], [.owner, .editor]])
            #expect(try await world.beas.sharedLists().isEmpty)
        }
    }

    @Test func deletingTheList_leavesNoInvitationAndNoMember() async throws {
        try await World.with { world in
            try await world.test.share(world.list.id, with: world.bea.id, as: "editor")
            try await world.inviteBea()
            try await world.test.lists.delete(id: world.list.id)
            #expect(try await world.test.database.count("listInvitation") == 0)
            #expect(try await world.test.database.count("listMember") == 0)
        }
    }
}
