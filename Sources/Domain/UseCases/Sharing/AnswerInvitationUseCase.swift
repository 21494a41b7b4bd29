import Entities

/// The person invited accepts or declines an invitation to their address.
public protocol AnswerInvitationUseCase: Sendable {
    /// Answers invitation `id`; on accepting, the list joined.
    func execute(id: ListInvitation.ID, accept: Bool, person: User) async throws(DomainError) -> ReminderList.ID?
}

public protocol HasAnswerInvitationUseCase {
    var answerInvitationUseCase: any AnswerInvitationUseCase { get }
}

/// Only the invited address can answer, and where the server mails, only once it is confirmed
/// can it accept (else whoever signed up with someone else's address would take their place):
/// an unconfirmed one is `forbidden`. An invitation answered, withdrawn, expired or to another
/// address is `notFound`; accepting a list the person already holds a role on is refused
/// (`invalid`, the role a duplicate) and changes nothing.
public struct AnswerInvitationInteractor: AnswerInvitationUseCase {
    private let members: any ListMembershipRepository
    private let clock: any CalendarClock
    private let requiresConfirmedAddress: Bool

    /// - Parameter requiresConfirmedAddress: whether accepting needs a confirmed address: true
    ///   where the server sends mail (without mail, no address can be confirmed, and the one
    ///   signed up with is all the server knows).
    public init(members: any ListMembershipRepository, clock: any CalendarClock, requiresConfirmedAddress: Bool) {
        self.members = members
        self.clock = clock
        self.requiresConfirmedAddress = requiresConfirmedAddress
    }

    public func execute(id: ListInvitation.ID, accept: Bool, person: User) async throws(DomainError) -> ReminderList.ID? {
        guard accept else {
            do { try await members.decline(id, forAddress: person.email, at: clock.now()) } catch { throw DomainError(error) }
            return nil
        }
        guard person.isEmailConfirmed || !requiresConfirmedAddress else { throw .forbidden }
        do { return try await members.accept(id, forAddress: person.email, at: clock.now()) } catch { throw DomainError(error, conflictingField: .role) }
    }
}
