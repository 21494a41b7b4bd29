import Entities

/// What becomes of the lists a person shares when they delete their account: each goes to its
/// longest-standing editor, who stays with the reminders everyone keeps there; a list nobody may
/// edit (viewers only) is deleted with the account. Viewers are never made owners: a grant to
/// look never becomes one to change, rename or delete.
public struct AccountDeletionPlan: Sendable, Equatable {
    /// A shared list handed over, to the first of its editors who can take it.
    public struct Handover: Sendable, Equatable {
        public var list: ReminderList
        /// Its editors, longest-standing first: the first takes it, unless they own a list of the
        /// same name already; then the next.
        public var successors: [ListMember]

        /// A handover.
        public init(list: ReminderList, successors: [ListMember]) {
            self.list = list
            self.successors = successors
        }
    }

    /// The shared lists that go to an editor.
    public var handovers: [Handover]
    /// The shared lists deleted with the account, each with how many lose it.
    public var deletions: [(list: ReminderList, members: Int)] { deleted.map { ($0.list, $0.members) } }
    private var deleted: [Deletion]

    private struct Deletion: Sendable, Equatable {
        var list: ReminderList
        var members: Int
    }

    /// The plan for the lists of `shares` (the person's own lists that have members).
    public init(_ shares: [ListShare]) {
        handovers = []
        deleted = []
        for share in shares {
            let editors = share.members.filter { $0.role == .editor }
                .sorted { ($0.joinedAt, $0.id) < ($1.joinedAt, $1.id) }
            if editors.isEmpty {
                deleted.append(Deletion(list: share.list, members: share.members.filter { $0.role != .owner }.count))
            } else {
                handovers.append(Handover(list: share.list, successors: editors))
            }
        }
    }
}
