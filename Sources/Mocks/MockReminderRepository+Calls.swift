import Domain
import Entities
import Foundation

extension MockReminderRepository {
    /// The arguments of a `listPage(_:includeCompleted:page:overviewOn:)` call.
    public struct ListPageCall: Sendable, Equatable {
        public var listID: ReminderList.ID
        public var includeCompleted: Bool
        public var page: PageRequest
        public var overviewOn: LocalDate?

        /// Creates the record of a call.
        public init(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest, overviewOn: LocalDate? = nil) {
            self.listID = listID
            self.includeCompleted = includeCompleted
            self.page = page
            self.overviewOn = overviewOn
        }
    }

    /// The arguments of a `reminders(in:today:page:)` call.
    public struct SmartListCall: Sendable, Equatable {
        public var smartList: SmartList
        public var today: LocalDate
        public var page: PageRequest

        /// Creates the record of a call.
        public init(smartList: SmartList, today: LocalDate, page: PageRequest) {
            self.smartList = smartList
            self.today = today
            self.page = page
        }
    }

    /// The arguments of a `reminders(matching:page:)` call.
    public struct MatchingCall: Sendable, Equatable {
        public var text: String
        public var page: PageRequest

        /// Creates the record of a call.
        public init(text: String, page: PageRequest) {
            self.text = text
            self.page = page
        }
    }

    /// The arguments of a `reminders(taggedWith:includeCompleted:page:)` call.
    public struct TaggedCall: Sendable, Equatable {
        public var tag: Tag
        public var includeCompleted: Bool
        public var page: PageRequest

        /// Creates the record of a call.
        public init(tag: Tag, includeCompleted: Bool, page: PageRequest) {
            self.tag = tag
            self.includeCompleted = includeCompleted
            self.page = page
        }
    }

    /// The arguments of an `add(_:toList:createdAt:)` call.
    public struct AddCall: Sendable, Equatable {
        public var draft: ReminderDraft
        public var listID: ReminderList.ID
        public var createdAt: Date

        /// Creates the record of a call.
        public init(draft: ReminderDraft, listID: ReminderList.ID, createdAt: Date) {
            self.draft = draft
            self.listID = listID
            self.createdAt = createdAt
        }
    }

    /// The arguments of an `update(id:with:movingTo:)` call.
    public struct UpdateCall: Sendable, Equatable {
        public var id: Reminder.ID
        public var draft: ReminderDraft
        /// The list to move it to; nil to leave it where it is.
        public var listID: ReminderList.ID?

        /// Creates the record of a call.
        public init(id: Reminder.ID, draft: ReminderDraft, listID: ReminderList.ID? = nil) {
            self.id = id
            self.draft = draft
            self.listID = listID
        }
    }

    /// The arguments of a `move(id:toList:)` call.
    public struct MoveCall: Sendable, Equatable {
        public var id: Reminder.ID
        public var listID: ReminderList.ID

        /// Creates the record of a call.
        public init(id: Reminder.ID, listID: ReminderList.ID) {
            self.id = id
            self.listID = listID
        }
    }

    /// The arguments of a `setCompletion(id:completedAt:)` call.
    public struct SetCompletionCall: Sendable, Equatable {
        public var id: Reminder.ID
        public var completedAt: Date?

        /// Creates the record of a call.
        public init(id: Reminder.ID, completedAt: Date?) {
            self.id = id
            self.completedAt = completedAt
        }
    }

    /// The arguments of a `setFlag(id:isFlagged:)` call.
    public struct SetFlagCall: Sendable, Equatable {
        public var id: Reminder.ID
        public var isFlagged: Bool

        /// Creates the record of a call.
        public init(id: Reminder.ID, isFlagged: Bool) {
            self.id = id
            self.isFlagged = isFlagged
        }
    }

    /// The arguments of a `delete(id:at:)` call.
    public struct DeleteCall: Sendable, Equatable {
        public var id: Reminder.ID
        public var deletedAt: Date

        /// Creates the record of a call.
        public init(id: Reminder.ID, deletedAt: Date) {
            self.id = id
            self.deletedAt = deletedAt
        }
    }

    /// The arguments of a `restore(id:deletedSince:)` call.
    public struct RestoreCall: Sendable, Equatable {
        public var id: Reminder.ID
        public var deletedSince: Date

        /// Creates the record of a call.
        public init(id: Reminder.ID, deletedSince: Date) {
            self.id = id
            self.deletedSince = deletedSince
        }
    }

    /// The arguments of a `reposition(id:to:)` call.
    public struct RepositionCall: Sendable, Equatable {
        public var id: Reminder.ID
        public var placement: ReminderPlacement

        /// Creates the record of a call.
        public init(id: Reminder.ID, placement: ReminderPlacement) {
            self.id = id
            self.placement = placement
        }
    }
}

extension ReminderRepository {
    /// A page of list `listID`'s reminders without the overview, as the tests of a store read
    /// one (the app's use case always asks for it).
    public func listPage(_ listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(RepositoryError) -> ReminderListPage {
        try await listPage(listID, includeCompleted: includeCompleted, page: page, overviewOn: nil)
    }
}
