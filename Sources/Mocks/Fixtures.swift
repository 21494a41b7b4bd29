import Domain
import Entities
import Foundation

/// A fixed instant for tests: 2026-11-21 12:00:00 UTC.
public let fixtureDate = Date(timeIntervalSince1970: 1_795_262_400)

extension ReminderList {
    /// A list with sensible defaults.
    public static func fixture(
        id: ID = 1, name: String = "Groceries", createdAt: Date = fixtureDate, sortOrder: ReminderSortOrder = .default,
        color: ListColor = .default, icon: ListIcon = .default
    ) -> ReminderList {
        ReminderList(id: id, name: name, createdAt: createdAt, sortOrder: sortOrder, color: color, icon: icon)
    }
}

extension ReminderListSummary {
    /// A summary with sensible defaults.
    public static func fixture(list: ReminderList = .fixture(), openCount: Int = 0) -> ReminderListSummary {
        ReminderListSummary(list: list, openCount: openCount)
    }
}

extension Reminder {
    /// A reminder with sensible defaults, then changed by `edit`: a field added later needs no
    /// parameter here (`.fixture { $0.location = "Office" }`).
    public static func fixture(
        id: ID = 1, listID: ReminderList.ID = 1, title: String = "Buy milk", notes: String? = nil,
        due: DueDate? = nil, priority: Priority = .none, isFlagged: Bool = false, completedAt: Date? = nil,
        createdAt: Date = fixtureDate, parentID: ID? = nil, repetition: Repetition? = nil, tags: [Tag] = [],
        alert: ReminderAlert? = nil, link: WebLink? = nil, _ edit: (inout Reminder) -> Void = { _ in }
    ) -> Reminder {
        var reminder = Reminder(
            id: id, listID: listID, title: title, notes: notes, due: due, priority: priority, isFlagged: isFlagged,
            completedAt: completedAt, createdAt: createdAt, parentID: parentID, repetition: repetition, tags: tags,
            alert: alert, link: link
        )
        edit(&reminder)
        return reminder
    }
}

extension ReminderDraft {
    /// A valid draft with sensible defaults, then changed by `edit` (a field added later needs no
    /// parameter here).
    public static func fixture(
        title: String = "Buy milk", notes: String? = nil, dueDate: LocalDate? = nil, dueTime: LocalTime? = nil,
        priority: Priority = .none, isFlagged: Bool = false, tags: [Tag] = [], repeatRule: RepeatRule? = nil,
        alert: ReminderAlert? = nil, link: String? = nil, _ edit: (inout ReminderDraft) -> Void = { _ in }
    ) -> ReminderDraft {
        var draft = ReminderDraft(
            title: title, notes: notes, dueDate: dueDate, dueTime: dueTime, priority: priority, isFlagged: isFlagged,
            tags: tags, repeatRule: repeatRule, alert: alert, link: link
        )
        edit(&draft)
        return draft
    }
}

extension LocalDate {
    /// A day for tests, from `YYYY-MM-DD`; an invalid text is a test bug and traps.
    public static func fixture(_ text: String = "2026-11-21") -> LocalDate { LocalDate(text)! }
}

extension LocalTime {
    /// A time for tests, from `HH:MM`; an invalid text is a test bug and traps.
    public static func fixture(_ text: String = "12:00") -> LocalTime { LocalTime(text)! }
}

extension User {
    /// A user with sensible defaults.
    public static func fixture(
        id: ID = 1, email: String = "ada@example.com", displayName: String = "Ada", createdAt: Date = fixtureDate,
        settings: UserSettings = UserSettings(), emailConfirmedAt: Date? = nil
    ) -> User {
        User(id: id, email: email, displayName: displayName, createdAt: createdAt, settings: settings, emailConfirmedAt: emailConfirmedAt)
    }
}

extension AuthenticatedSession {
    /// A session with sensible defaults: plausible tokens, started and last seen at `fixtureDate`.
    public static func fixture(
        token: String = "session-token-0123456789abcdef", user: User = .fixture(),
        csrfToken: String = "csrf-token-0123456789abcdef", createdAt: Date = fixtureDate, lastSeenAt: Date? = nil
    ) -> AuthenticatedSession {
        AuthenticatedSession(token: token, user: user, csrfToken: csrfToken, createdAt: createdAt, lastSeenAt: lastSeenAt ?? createdAt)
    }
}

extension AccountDraft {
    /// A valid draft with sensible defaults.
    public static func fixture(
        email: String = "ada@example.com", displayName: String = "Ada", password: String = "correct horse battery"
    ) -> AccountDraft {
        AccountDraft(email: email, displayName: displayName, password: password)
    }
}

extension ReminderListPage {
    /// A page of `list`'s reminders; `lists` holds `list` alone unless given.
    public static func fixture(
        list: ReminderList = .fixture(), reminders: Page<Reminder> = Page(items: [], number: 1, size: PageRequest.defaultSize, totalCount: 0),
        lists: [ReminderListSummary]? = nil, overview: ReminderOverview? = nil
    ) -> ReminderListPage {
        ReminderListPage(list: list, reminders: reminders, lists: lists ?? [.fixture(list: list)], overview: overview)
    }
}
