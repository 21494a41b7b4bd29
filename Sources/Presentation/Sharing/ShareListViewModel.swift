import Domain
import Entities

/// A list's share page (`/lists/5/share`): who it is shared with and in which role. Its owner
/// invites by address, changes roles, removes members and withdraws invitations; a member sees
/// the names and roles, and leaves.
public final class ShareListViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasFetchListShareUseCase & HasInviteToListUseCase & HasManageListMembersUseCase & HasLeaveListUseCase
        & HasSetListPreferencesUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the share page of list `listID`.
        case onAppear(listID: ReminderList.ID)
        /// Invited `email` as `role` (the owner).
        case invite(listID: ReminderList.ID, email: String, role: ListRole)
        /// Changed a member or withdrew an invitation (the owner).
        case change(listID: ReminderList.ID, MemberChange)
        /// Left the list (a member).
        case leave(listID: ReminderList.ID)
        /// Set their choices for the list: shown in their smart lists or not, alerting them or
        /// muted (a member).
        case setPreferences(listID: ReminderList.ID, ListPreferences)
    }

    /// The page's current state.
    public internal(set) var state = State()
    let useCases: any UseCases
    let strings: StringCatalog
    let person: User

    /// A ViewModel for one request of `person`.
    public init(person: User, useCases: any UseCases, strings: StringCatalog) {
        self.person = person
        self.useCases = useCases
        self.strings = strings
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear(let listID):
            await load(listID)
        case let .invite(listID, email, role):
            await perform(listID, keeping: (email, role)) { () throws(DomainError) in
                try await useCases.inviteToListUseCase.execute(listID: listID, email: email, role: role, inviter: person)
                return .redirect(.listShare(listID), flash: FlashText(.shareInvited, .text(EmailRule.normalized(email)), .key(role.nameKey)))
            }
        case let .change(listID, change):
            await perform(listID) { () throws(DomainError) in
                // Named from the page read just before the change.
                let flash = Self.flash(after: change, names: state.members)
                try await useCases.manageListMembersUseCase.execute(listID: listID, change)
                return .redirect(.listShare(listID), flash: flash)
            }
        case .leave(let listID):
            await perform(listID) { () throws(DomainError) in
                try await useCases.leaveListUseCase.execute(listID: listID, person: person.id)
                return .redirect(.lists, flash: FlashText(.shareLeft, .text(state.listName)))
            }
        case let .setPreferences(listID, preferences):
            await perform(listID) { () throws(DomainError) in
                try await useCases.setListPreferencesUseCase.execute(listID: listID, preferences: preferences)
                return .redirect(.listShare(listID), flash: FlashText(.sharePreferencesSaved, .text(state.listName)))
            }
        }
    }

    /// Loads the page, then does `work` and answers its outcome; a broken rule shows the page
    /// again with the invitation form's values kept (`keeping`) and the messages beside them.
    private func perform(_ listID: ReminderList.ID, keeping typed: (email: String, role: ListRole)? = nil, _ work: () async throws(DomainError) -> Outcome) async {
        guard await load(listID) else { return }
        do {
            state.outcome = try await work()
        } catch .invalid(let errors) {
            if let typed {
                state.email = typed.email
                state.roleChoices = Self.roleChoices(selecting: typed.role, strings)
            }
            state.errors = FieldErrors(errors, strings: strings)
            if errors[.email] == .duplicate { state.errors[.email] = strings[.shareAlreadyMember] }
            if errors[.name] == .duplicate { state.errors[.name] = strings[.shareTransferNameTaken] }
            state.outcome = .invalid
        } catch .tooManyAttempts(let wait) {
            state.outcome = .tooManyAttempts(saying: .shareTooManyInvitations, retryAfter: wait, strings: strings)
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    /// Reads the share; answers whether it could (else the outcome says why).
    @discardableResult
    private func load(_ listID: ReminderList.ID) async -> Bool {
        do throws(DomainError) {
            let share = try await useCases.fetchListShareUseCase.execute(listID: listID)
            state = State(share: share, person: person.id, timeZone: useCases.calendarClock.timeZone, strings: strings)
            return true
        } catch {
            state.outcome = Outcome(error, strings: strings)
            return false
        }
    }

    /// The flash after the owner's `change`, naming the member from the page read before it.
    static func flash(after change: MemberChange, names members: [MemberRow]) -> FlashText {
        func name(_ id: User.ID) -> FlashText.Argument { .text(members.first { $0.id == id }?.name ?? "") }
        switch change {
        case let .setRole(id, role): return FlashText(.shareRoleChanged, name(id), .key(role.nameKey))
        case .remove(let id): return FlashText(.shareRemoved, name(id))
        case .withdraw: return FlashText(.shareWithdrawn)
        case .transfer(let id): return FlashText(.shareTransferred, name(id))
        }
    }

    /// The roles an invitation or a change offers, `selected` chosen.
    static func roleChoices(selecting selected: ListRole, _ strings: StringCatalog) -> [Choice] {
        Sharing.invitableRoles.map { Choice(value: $0.rawValue, label: strings[$0.nameKey], isSelected: $0 == selected) }
    }
}
