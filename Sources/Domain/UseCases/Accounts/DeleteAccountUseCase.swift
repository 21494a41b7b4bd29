import Entities

/// Deletes a person's account with everything in it — lists, reminders, sessions — once they
/// have confirmed with their password, checked through the throttle as at sign-in (`origin`:
/// the client address). The lists they share go first to their longest-standing editors
/// (`AccountDeletionPlan`), which `plan()` tells beforehand.
public protocol DeleteAccountUseCase: Sendable {
    func execute(userID: User.ID, password: String, origin: String) async throws(DomainError)
    /// What deleting the account now would do to the lists the person shares.
    func plan() async throws(DomainError) -> AccountDeletionPlan
}

public protocol HasDeleteAccountUseCase {
    var deleteAccountUseCase: any DeleteAccountUseCase { get }
}

/// Verifies the password, hands each shared list over to the first of its editors who can take
/// it (one who owns no list of that name), then deletes through the user repository, which
/// removes the rest with it. A handover is its own transaction: should the deletion fail after
/// one, the list stays with its new owner and the person an editor of it.
public struct DeleteAccountInteractor: DeleteAccountUseCase {
    private let users: any UserRepository
    private let members: any ListMembershipRepository
    private let hasher: any PasswordHasher
    private let throttle: PasswordThrottle
    private let clock: any CalendarClock

    public init(users: any UserRepository, members: any ListMembershipRepository, hasher: any PasswordHasher, throttle: PasswordThrottle, clock: any CalendarClock) {
        self.users = users
        self.members = members
        self.hasher = hasher
        self.throttle = throttle
        self.clock = clock
    }

    public func plan() async throws(DomainError) -> AccountDeletionPlan {
        do { return AccountDeletionPlan(try await members.sharedLists()) } catch { throw DomainError(error) }
    }

    public func execute(userID: User.ID, password: String, origin: String) async throws(DomainError) {
        if password.isEmpty { throw .invalid(ValidationErrors([.password: .empty])) }
        let account: StoredCredentials
        do { account = try await users.credentials(id: userID) } catch { throw DomainError(error) }
        let check = try await throttle.verify(password, against: account.passwordHash, account: account.user.email, origin: origin, hasher: hasher)
        guard case .match = check else {
            throw .invalid(ValidationErrors([.password: .wrongPassword]))
        }
        for handover in try await plan().handovers {
            for successor in handover.successors {
                do {
                    try await members.transfer(handover.list.id, to: successor.id, at: clock.now())
                    break
                } catch .conflict {
                    continue
                } catch {
                    throw DomainError(error)
                }
            }
        }
        do { try await users.delete(id: userID) } catch { throw DomainError(error) }
    }
}
