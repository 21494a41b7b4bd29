import Domain
import Entities
import Mocks
import Testing

struct ListAccessPolicyTests {
    @Test func owner_mayReadChangeAndAdminister() {
        #expect(ListRole.owner.permissions == [.read, .change, .administer])
    }

    @Test func editor_mayReadAndChange_butNotAdminister() {
        #expect(ListRole.editor.permissions == [.read, .change])
    }

    @Test func viewer_mayOnlyRead() {
        #expect(ListRole.viewer.permissions == [.read])
    }

    @Test(arguments: ListRole.allCases, ListPermission.allCases)
    func aRole_isAllowedExactlyItsPermissions(role: ListRole, permission: ListPermission) async throws {
        let policy = ListAccessPolicy.fixture(role)

        if role.permissions.contains(permission) {
            try await policy.require(permission, on: .list(5))
            #expect(try await policy.permits(permission, on: .list(5)))
        } else {
            await #expect(throws: DomainError.forbidden) { try await policy.require(permission, on: .list(5)) }
            #expect(try await policy.permits(permission, on: .list(5)) == false)
        }
    }

    /// The whole table, as the issue states it: owner everything, editor reads and changes,
    /// viewer reads; nobody else anything, and not told the list exists.
    @Test func theTable_ofRolesAndPermissions_isExactlyThis() {
        let expected: [ListRole?: [ListPermission: DomainError?]] = [
            .owner: [.read: nil, .change: nil, .administer: nil],
            .editor: [.read: nil, .change: nil, .administer: .forbidden],
            .viewer: [.read: nil, .change: .forbidden, .administer: .forbidden],
            nil: [.read: .notFound, .change: .notFound, .administer: .notFound],
        ]
        for role in ListRole.allCases.map(Optional.some) + [nil] {
            for permission in ListPermission.allCases {
                let answer: DomainError?
                do { try ListAccessPolicy.require(permission, role: role); answer = nil } catch { answer = error }
                #expect(answer == expected[role]?[permission], "\(String(describing: role)) \(permission)")
            }
        }
    }

    @Test(arguments: ListPermission.allCases)
    func aStranger_isNotFound_forEveryPermission(permission: ListPermission) async throws {
        let policy = ListAccessPolicy.fixture(nil)

        await #expect(throws: DomainError.notFound) { try await policy.require(permission, on: .reminder(7)) }
        #expect(try await policy.permits(permission, on: .reminder(7)) == false)
    }

    @Test func asksTheStoreAboutTheTargetItWasGiven() async throws {
        let access = MockListAccessRepository(answering: .owner)

        try await ListAccessPolicy(repository: access).require(.change, on: .reminder(7))
        try await ListAccessPolicy(repository: access).require(.read, on: .list(5))

        #expect(access.role.calls == [.reminder(7), .list(5)])
    }

    @Test func aStoreFailure_isUnavailable_notAnAnswer() async {
        let access = MockListAccessRepository()
        access.role.fails(with: .unavailable("disk I/O error"))
        let policy = ListAccessPolicy(repository: access)

        await #expect(throws: DomainError.unavailable("disk I/O error")) { try await policy.require(.read, on: .list(5)) }
        await #expect(throws: DomainError.unavailable("disk I/O error")) { try await policy.permits(.read, on: .list(5)) }
    }

    @Test func aRoleCarriedByARead_isJudgedByTheSameRule() throws {
        try ListAccessPolicy.require(.read, role: .viewer)
        #expect(throws: DomainError.forbidden) { try ListAccessPolicy.require(.change, role: .viewer) }
        #expect(throws: DomainError.notFound) { try ListAccessPolicy.require(.read, role: nil) }
    }
}
