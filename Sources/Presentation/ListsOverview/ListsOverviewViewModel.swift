import Domain
import Entities

/// The lists overview: every list with its open count, the Tags section (each tag an open
/// reminder carries, with its count), the form to create a list, and, when invitations to the
/// person's address wait, a link to them.
public final class ListsOverviewViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasFetchListSummariesUseCase & HasFetchTagCountsUseCase & HasCreateListUseCase & HasFetchInvitationsUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page.
        case onAppear
        /// Submitted the new-list form.
        case createListTapped(name: String)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Lists".
        public var title: String
        /// The lists, by name.
        public var lists: [ListRow] = []
        /// The tags open reminders carry, by name; none: no Tags section.
        public var tags: [TagRow] = []
        /// The empty state's title.
        public var emptyTitle: String
        /// The empty state's message.
        public var emptyMessage: String
        /// The new-list name as typed.
        public var newListName: String = ""
        /// The message beside the name field, if it broke a rule.
        public var nameError: String?
        /// "2 invitations wait for you", linking to them; nil when none waits.
        public var invitationsNotice: String?
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none

        /// Whether there are no lists.
        public var isEmpty: Bool { lists.isEmpty }
    }

    /// The page's current state.
    public private(set) var state: State
    private let useCases: any UseCases
    private let strings: StringCatalog
    private let person: User

    /// A ViewModel for one request of `person`.
    public init(person: User, useCases: any UseCases, strings: StringCatalog) {
        self.person = person
        self.useCases = useCases
        self.strings = strings
        state = State(title: strings[.listsTitle], emptyTitle: strings[.listsEmptyTitle], emptyMessage: strings[.listsEmptyMessage])
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear:
            await loadLists()
        case .createListTapped(let name):
            state.newListName = name
            do {
                let list = try await useCases.createListUseCase.execute(ReminderListDraft(name: name))
                state.outcome = .redirect(.list(list.id, page: 1, showCompleted: false), flash: FlashText(.listCreated, .text(list.name)))
            } catch {
                await fail(error)
            }
        }
    }

    private func loadLists() async {
        do {
            state.lists = try await useCases.fetchListSummariesUseCase.execute().map {
                ListRow(
                    id: $0.id, name: $0.list.name, openCountText: strings.plural(.listsOpenCount, count: $0.openCount),
                    look: ListLook($0.list), sharedMark: strings.sharedMark($0)
                )
            }
            state.tags = try await useCases.fetchTagCountsUseCase.execute().map {
                TagRow(name: $0.tag.name, openCountText: strings.plural(.tagOpenCount, count: $0.openCount))
            }
            let waiting = try await useCases.fetchInvitationsUseCase.execute(for: person).count
            state.invitationsNotice = waiting > 0 ? strings.plural(.invitationsNotice, count: waiting) : nil
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    private func fail(_ error: DomainError) async {
        if case .invalid(let errors) = error {
            state.nameError = FieldErrors(errors, strings: strings)[.name]
            await loadLists()
            if state.outcome == .none { state.outcome = .invalid }
        } else {
            state.outcome = Outcome(error, strings: strings)
        }
    }
}
