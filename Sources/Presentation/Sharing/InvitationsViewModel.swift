import Domain
import Entities

/// The invitations page (`/invitations`): the lists others invited the person to, each to accept
/// or decline. Accepting takes them to the list; where the server mails, only a confirmed address
/// accepts, and the page says how to confirm it.
public final class InvitationsViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasFetchInvitationsUseCase & HasAnswerInvitationUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page.
        case onAppear
        /// Accepted (`accept`) or declined invitation `id`.
        case answered(id: ListInvitation.ID, accept: Bool)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The heading.
        public var title: String = ""
        /// The invitations waiting, newest first.
        public var invitations: [Row] = []
        /// Whether the person can accept (their address is confirmed, or the server sends no mail).
        public var canAccept = true
        /// Why they cannot accept yet; nil when they can.
        public var unconfirmedMessage: String?
        /// What the page says when none waits.
        public var emptyMessage: String = ""
        /// What the web layer answers.
        public var outcome: Outcome = .none

        /// A state; by default an empty page.
        public init(
            title: String = "", invitations: [Row] = [], canAccept: Bool = true, unconfirmedMessage: String? = nil, emptyMessage: String = "",
            outcome: Outcome = .none
        ) {
            self.title = title
            self.invitations = invitations
            self.canAccept = canAccept
            self.unconfirmedMessage = unconfirmedMessage
            self.emptyMessage = emptyMessage
            self.outcome = outcome
        }
    }

    /// One invitation as the page lists it.
    public struct Row: Sendable, Equatable, Identifiable {
        public var id: ListInvitation.ID
        /// "Ada invites you to “Groceries” as Editor".
        public var text: String
        /// Until when it can be accepted, in words.
        public var expires: String

        /// A row.
        public init(id: ListInvitation.ID, text: String, expires: String) {
            self.id = id
            self.text = text
            self.expires = expires
        }
    }

    /// The page's current state.
    public internal(set) var state = State()
    let useCases: any UseCases
    let strings: StringCatalog
    let person: User
    let canAccept: Bool

    /// A ViewModel for one request of `person`; `sendsMail`: whether the server mails, so that
    /// only a confirmed address accepts.
    public init(person: User, sendsMail: Bool, useCases: any UseCases, strings: StringCatalog) {
        self.person = person
        self.canAccept = person.isEmailConfirmed || !sendsMail
        self.useCases = useCases
        self.strings = strings
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear:
            await load()
        case let .answered(id, accept):
            guard let listName = await load()?.first(where: { $0.id == id })?.listName else {
                if state.outcome == .none { state.outcome = .notFound }
                return
            }
            do throws(DomainError) {
                if let listID = try await useCases.answerInvitationUseCase.execute(id: id, accept: accept, person: person) {
                    state.outcome = .redirect(.list(listID), flash: FlashText(.invitationsAccepted, .text(listName)))
                } else {
                    state.outcome = .redirect(.invitations, flash: FlashText(.invitationsDeclined))
                }
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }

    /// Reads the invitations into the page; answers them, or nil when they could not be read.
    @discardableResult
    private func load() async -> [ReceivedInvitation]? {
        do throws(DomainError) {
            let received = try await useCases.fetchInvitationsUseCase.execute(for: person)
            let timeZone = useCases.calendarClock.timeZone
            state = State(
                title: strings[.invitationsTitle],
                invitations: received.map { invitation in
                    Row(
                        id: invitation.id,
                        text: strings.string(.invitationsItem, invitation.inviterName, invitation.listName, strings[invitation.role.nameKey]),
                        expires: strings.invitationExpiry(invitation.expiresAt, in: timeZone)
                    )
                },
                canAccept: canAccept, unconfirmedMessage: canAccept || received.isEmpty ? nil : strings[.invitationsUnconfirmed],
                emptyMessage: strings[.invitationsEmpty]
            )
            return received
        } catch {
            state.outcome = Outcome(error, strings: strings)
            return nil
        }
    }
}
