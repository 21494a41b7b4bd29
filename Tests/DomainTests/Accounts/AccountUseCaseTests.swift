import Domain
import Entities
import Mocks
import Testing

struct ChangeDisplayNameInteractorTests {
    private let users = MockUserRepository()

    @Test func name_isTrimmedAndStored() async throws {
        users.setDisplayName.returns(.fixture(displayName: "Countess"))
        let user = try await ChangeDisplayNameInteractor(users: users).execute(userID: 1, displayName: "  Countess ")
        #expect(user.displayName == "Countess")
        #expect(users.setDisplayName.calls == [.init("Countess", id: 1)])
    }

    @Test func emptyName_isInvalid() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.displayName: .empty]))) {
            try await ChangeDisplayNameInteractor(users: users).execute(userID: 1, displayName: " ")
        }
        #expect(users.setDisplayName.callCount == 0)
    }

    @Test func missingAccount_isNotFound() async {
        users.setDisplayName.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await ChangeDisplayNameInteractor(users: users).execute(userID: 1, displayName: "Ada") }
    }
}

struct ChangePasswordInteractorTests {
    private let world = AccountWorld()
    private let session = AuthenticatedSession.fixture(user: .fixture(id: 4))
    private let store = InMemoryUnitOfWork(sessions: [AuthenticatedSession.fixture(user: .fixture(id: 4)).token, "phone", "laptop"])

    private func change(current: String = "correct horse", new: String = "battery staple") async throws {
        try await ChangePasswordInteractor(dependencies: world.dependencies, unitOfWork: store)
            .execute(session: session, currentPassword: current, newPassword: new, origin: "203.0.113.9")
    }

    @Test func rightCurrentPassword_storesTheNewHash_andEndsTheOtherSessions_together() async throws {
        world.users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("correct horse")))

        try await change()

        #expect(store.commits == 1)
        #expect(store.contents.passwordHash == world.hasher.fakeHash("battery staple"))
        #expect(store.contents.sessions == [session.token])
    }

    @Test func endingTheSessionsFailing_keepsTheOldPassword() async {
        world.users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("correct horse")))
        store.failingWrite = 2

        await #expect(throws: DomainError.unavailable("write 2 failed")) { try await change() }

        #expect(store.contents.passwordHash == nil)
        #expect(store.contents.sessions.count == 3)
    }

    @Test func wrongCurrentPassword_isInvalid_andNothingChanges() async {
        world.users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("correct horse")))
        await #expect(throws: DomainError.invalid(ValidationErrors([.currentPassword: .wrongPassword]))) { try await change(current: "wrong horse") }
        #expect(store.commits == 0 && store.contents.passwordHash == nil)
    }

    @Test func emptyCurrentPassword_isEmpty() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.currentPassword: .empty]))) { try await change(current: "") }
    }

    @Test func newPasswordBreakingTheRules_isInvalid_beforeTheCurrentIsChecked() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.newPassword: .tooShort(minimum: 8)]))) { try await change(new: "short") }
        await #expect(throws: DomainError.invalid(ValidationErrors([.newPassword: .commonPassword]))) { try await change(new: "ILOVEYOU") }
        #expect(world.users.credentialsByID.callCount == 0)
    }

    @Test func hashingFailure_isUnavailable() async {
        var world = AccountWorld()
        world.hasher = FakePasswordHasher(failing: PasswordHashingError("busy"))
        world.users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("correct horse")))
        await #expect(throws: DomainError.unavailable("busy")) {
            try await ChangePasswordInteractor(dependencies: world.dependencies, unitOfWork: store).execute(session: session, currentPassword: "correct horse", newPassword: "battery staple", origin: "203.0.113.9")
        }
    }

    @Test func storageFailures_areMapped() async {
        world.users.credentialsByID.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await change() }

        world.users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("correct horse")))
        store.failingWrite = 1
        await #expect(throws: DomainError.unavailable("write 1 failed")) { try await change() }
    }
}

struct DeleteAccountInteractorTests {
    private let users = MockUserRepository()
    private let hasher = FakePasswordHasher()

    @Test func rightPassword_deletesTheAccount() async throws {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: hasher.fakeHash("correct horse")))
        users.delete.succeeds()
        try await DeleteAccountInteractor(users: users, members: MockListMembershipRepository.sharingNothing, hasher: hasher, throttle: PasswordThrottle(), clock: FixedCalendarClock()).execute(userID: 4, password: "correct horse", origin: "203.0.113.9")
        #expect(users.delete.calls == [4])
    }

    @Test func wrongPassword_isInvalid_andNothingIsDeleted() async {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: hasher.fakeHash("correct horse")))
        await #expect(throws: DomainError.invalid(ValidationErrors([.password: .wrongPassword]))) {
            try await DeleteAccountInteractor(users: users, members: MockListMembershipRepository.sharingNothing, hasher: hasher, throttle: PasswordThrottle(), clock: FixedCalendarClock()).execute(userID: 4, password: "wrong", origin: "203.0.113.9")
        }
        #expect(users.delete.callCount == 0)
    }

    @Test func emptyPassword_isEmpty() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.password: .empty]))) {
            try await DeleteAccountInteractor(users: users, members: MockListMembershipRepository.sharingNothing, hasher: hasher, throttle: PasswordThrottle(), clock: FixedCalendarClock()).execute(userID: 4, password: "", origin: "203.0.113.9")
        }
    }

    @Test func storageFailures_areMapped() async {
        users.credentialsByID.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await DeleteAccountInteractor(users: users, members: MockListMembershipRepository.sharingNothing, hasher: hasher, throttle: PasswordThrottle(), clock: FixedCalendarClock()).execute(userID: 4, password: "x", origin: "203.0.113.9") }

        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: hasher.fakeHash("x")))
        users.delete.fails(with: .unavailable("locked"))
        await #expect(throws: DomainError.unavailable("locked")) { try await DeleteAccountInteractor(users: users, members: MockListMembershipRepository.sharingNothing, hasher: hasher, throttle: PasswordThrottle(), clock: FixedCalendarClock()).execute(userID: 4, password: "x", origin: "203.0.113.9") }
    }

    @Test func theSharedLists_goToTheirLongestStandingEditor_orTheNextWhenTheFirstHasAListOfThatName_beforeTheAccountGoes() async throws {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: hasher.fakeHash("correct horse")))
        users.delete.succeeds()
        let members = MockListMembershipRepository()
        let owner = ListMember.fixture(id: 4, role: .owner, joinedAt: fixtureDate)
        members.sharedLists.returns([
            ListShare(list: .fixture(id: 5, name: "Groceries"), role: .owner, members: [
                owner, .fixture(id: 7, role: .viewer, joinedAt: fixtureDate), .fixture(id: 8, role: .editor, joinedAt: fixtureDate.addingTimeInterval(60)),
                .fixture(id: 9, role: .editor, joinedAt: fixtureDate.addingTimeInterval(30)),
            ], invitations: []),
            ListShare(list: .fixture(id: 6, name: "Book club"), role: .owner, members: [owner, .fixture(id: 7, role: .viewer)], invitations: []),
        ])
        // Bea (9) joined first, but owns a "Groceries" of her own: Sam (8) takes it.
        members.transfer.stub { call throws(RepositoryError) in if call.id == 9 { throw .conflict } }
        let deletion = DeleteAccountInteractor(users: users, members: members, hasher: hasher, throttle: PasswordThrottle(), clock: FixedCalendarClock())

        let plan = try await deletion.plan()
        #expect(plan.handovers.map(\.list.id) == [5])
        #expect(plan.handovers.first?.successors.map(\.id) == [9, 8])
        #expect(plan.deletions.map(\.list.id) == [6] && plan.deletions.map(\.members) == [1])

        try await deletion.execute(userID: 4, password: "correct horse", origin: "203.0.113.9")
        #expect(members.transfer.calls == [.init(id: 9, listID: 5), .init(id: 8, listID: 5)])
        #expect(users.delete.calls == [4])
    }

    @Test func aFailureToReadOrHandOverTheSharedLists_deletesNothing() async {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: hasher.fakeHash("correct horse")))
        let members = MockListMembershipRepository()
        members.sharedLists.fails(with: .unavailable("disk"))
        let deletion = DeleteAccountInteractor(users: users, members: members, hasher: hasher, throttle: PasswordThrottle(), clock: FixedCalendarClock())
        await #expect(throws: DomainError.unavailable("disk")) { try await deletion.execute(userID: 4, password: "correct horse", origin: "203.0.113.9") }

        members.sharedLists.returns([
            ListShare(list: .fixture(id: 5), role: .owner, members: [.fixture(id: 4, role: .owner), .fixture(id: 8, role: .editor)], invitations: []),
        ])
        members.transfer.fails(with: .unavailable("locked"))
        await #expect(throws: DomainError.unavailable("locked")) { try await deletion.execute(userID: 4, password: "correct horse", origin: "203.0.113.9") }
        #expect(users.delete.callCount == 0)
    }

    @Test func aViewerOnly_isNeverMadeTheOwner() async throws {
        let plan = AccountDeletionPlan([
            ListShare(list: .fixture(id: 6), role: .owner, members: [.fixture(id: 4, role: .owner), .fixture(id: 7, role: .viewer)], invitations: []),
        ])
        #expect(plan.handovers.isEmpty && plan.deletions.map(\.list.id) == [6])
    }
}
