import Entities
import Foundation

/// Invites an address to a list as an editor or a viewer: the owner's alone.
///
/// The answer is the same whether the address has an account or not (nothing is looked up: the
/// invitation waits for whoever holds and confirms that address), so inviting tells nobody who
/// has an account here.
public protocol InviteToListUseCase: Sendable {
    /// Invites `email` to list `listID` as `role`, from `inviter` (the person, its owner).
    func execute(listID: ReminderList.ID, email: String, role: ListRole, inviter: User) async throws(DomainError)
}

public protocol HasInviteToListUseCase {
    var inviteToListUseCase: any InviteToListUseCase { get }
}

/// Asks the policy, checks the address and the role, refuses a current member and a list shared
/// with `Sharing.membersPerList` people already (open invitations counted), keeps the daily
/// limit (`Sharing.invitationsPerWindow`), then stores the invitation for a week and,
/// where the server mails, queues a mail to the address in the same answer's time (whoever
/// holds it, with an account or not: nothing is looked up).
public struct InviteToListInteractor: InviteToListUseCase {
    private let members: any ListMembershipRepository
    private let lists: any ReminderListRepository
    private let access: ListAccessPolicy
    private let clock: any CalendarClock
    private let mail: AccountMail?

    /// - Parameter mail: the outbox and composer of the invitation's mail; nil, or one that
    ///   does not send, sends none.
    public init(members: any ListMembershipRepository, lists: any ReminderListRepository, access: ListAccessPolicy, clock: any CalendarClock, mail: AccountMail?) {
        self.members = members
        self.lists = lists
        self.access = access
        self.clock = clock
        self.mail = mail
    }

    public func execute(listID: ReminderList.ID, email: String, role: ListRole, inviter: User) async throws(DomainError) {
        try await access.require(.administer, on: .list(listID))
        var issues: [Field: ValidationIssue] = [:]
        let address: String
        switch EmailRule.validate(email) {
        case .success(let valid): address = valid
        case .failure(let issue): address = ""; issues[.email] = issue
        }
        if !Sharing.invitableRoles.contains(role) { issues[.role] = .malformed }
        guard issues.isEmpty else { throw .invalid(ValidationErrors(issues)) }
        let now = clock.now()
        let current: [ListMember], open: [ListInvitation], sent: [Date]
        do {
            current = try await members.members(of: listID)
            // An open invitation to the same address is replaced, not added.
            open = try await members.invitations(to: listID, at: now).filter { $0.email != address }
            sent = try await members.invitationsSent(since: now.addingTimeInterval(-Sharing.invitationWindow))
        } catch {
            throw DomainError(error)
        }
        // The owner sees every member's address on the share page: saying this one holds a role
        // already tells them nothing new.
        if current.contains(where: { $0.email == address }) { throw .invalid(ValidationErrors([.email: .duplicate])) }
        // The owner is no member.
        if current.count - 1 + open.count >= Sharing.membersPerList {
            throw .invalid(ValidationErrors([.email: .tooMany(maximum: Sharing.membersPerList)]))
        }
        if let wait = Self.wait(after: sent, at: now) { throw .tooManyAttempts(retryAfter: wait) }
        do {
            try await members.invite(address, to: listID, as: role, at: now, expiresAt: now.addingTimeInterval(Sharing.invitationLifetime))
            if let mail, mail.sendsMail {
                let list = try await lists.list(id: listID)
                let message = mail.composer.invitationMail(to: address, from: inviter, listName: list.name, role: role)
                try await mail.outbox.enqueue([.mail(message)], for: inviter.id, at: now)
            }
        } catch {
            throw DomainError(error)
        }
    }

    /// Seconds until another invitation may be sent after those `sent` in the window before
    /// `now`; nil when one may be sent now. Free again once the oldest that counts leaves it.
    static func wait(after sent: [Date], at now: Date) -> Int? {
        guard sent.count >= Sharing.invitationsPerWindow else { return nil }
        let freed = sent[sent.count - Sharing.invitationsPerWindow].addingTimeInterval(Sharing.invitationWindow)
        return max(1, Int(freed.timeIntervalSince(now).rounded(.up)))
    }
}
