import Domain
import Entities
import Foundation

/// An account export as one JSON document, for people leaving — readable by a person and by a
/// program: snake_case keys in alphabetical order, every key present (`null` when empty),
/// instants in ISO 8601 (UTC), days as `YYYY-MM-DD`, times as `HH:MM` (the person's wall clock),
/// a repeat as its RFC 5545 `RRULE` with the first due date it counts from, each reminder's
/// `uid` as the calendar export's `UID` (`ReminderUID`, kept from its creation), its alert as
/// `alert_minutes_before`, its place in its list's manual order as `position` (kept whatever the
/// list's `sort_order`), the person's notification settings as `settings.notifications`, and
/// the lists others share with them as `shared_lists`, by name with their role (their reminders
/// are in their owners' exports):
///
/// ```json
/// {"account": {"created_at": "…", "display_name": "Ada", "email": "ada@example.com",
///              "settings": {"default_list_id": null, "language": "en",
///                           "notifications": {"daily_summary": true, "date_only_alert_time": "09:00", "email_alerts": true, "summary_time": "07:30"},
///                           "time_zone": "Europe/Berlin", "week_start": "monday"}},
///  "exported_at": "…", "format": "reminders-account-export", "version": 1,
///  "lists": [{"color": "green", "created_at": "…", "icon": "home", "id": 1, "name": "Home", "sort_order": "dueDate",
///             "reminders": [{"completed_at": null, "created_at": "…", "due_date": "2026-12-01", "due_time": "09:00",
///                            "flagged": false, "id": 4, "notes": null, "parent_id": null, "position": 1, "priority": "high",
///                            "repeat": {"completed_count": 0, "first_date": "2026-12-01", "rrule": "FREQ=MONTHLY;BYMONTHDAY=1"},
///                            "tags": ["home"], "title": "Pay rent", "uid": "0c6f…"}]}],
///  "shared_lists": [{"name": "Groceries", "role": "editor"}]}
/// ```
public struct JSONAccountExportFormat: AccountExportFormat {
    public let mediaType = "application/json; charset=utf-8"
    public let fileExtension = "json"

    public init() {}

    public func encode(_ export: AccountExport) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The DTOs' property names are the keys: `parentID` is `parent_id`.
        encoder.keyEncodingStrategy = .convertToSnakeCase
        // Every value is a string, number, boolean or null: encoding cannot fail.
        return (try? encoder.encode(AccountExportDTO(export))) ?? Data()
    }
}

/// The document's top level.
struct AccountExportDTO: Encodable {
    static let format = "reminders-account-export"
    static let version = 1

    var format = Self.format
    var version = Self.version
    var exportedAt: String
    var account: AccountDTO
    var lists: [ListDTO]
    var sharedLists: [SharedListDTO]

    init(_ export: AccountExport) {
        exportedAt = export.exportedAt.formatted(.iso8601)
        account = AccountDTO(export.user)
        let byList = Dictionary(grouping: export.archive.reminders, by: \.listID)
        lists = export.archive.lists.map { ListDTO($0, reminders: byList[$0.id] ?? [], positions: export.archive.positions) }
        sharedLists = export.archive.sharedLists.map { SharedListDTO(name: $0.name, role: $0.role.rawValue) }
    }
}

/// A list someone else shares with the person: named, with their role.
struct SharedListDTO: Encodable {
    var name: String
    var role: String
}

struct AccountDTO: Encodable {
    var email: String
    var displayName: String
    var createdAt: String
    var settings: SettingsDTO

    init(_ user: User) {
        email = user.email
        displayName = user.displayName
        createdAt = user.createdAt.formatted(.iso8601)
        settings = SettingsDTO(user.settings)
    }
}

struct SettingsDTO: Encodable {
    var language: String
    @NullWhenEmpty var timeZone: String?
    var weekStart: String
    @NullWhenEmpty var defaultListID: Int64?
    var notifications: NotificationsDTO

    init(_ settings: UserSettings) {
        language = settings.language
        timeZone = settings.timeZone
        weekStart = settings.weekStart.rawValue
        defaultListID = settings.defaultListID
        notifications = NotificationsDTO(settings.notifications)
    }
}

/// `NotificationSettings`: times as `HH:MM` in the person's time zone.
struct NotificationsDTO: Encodable {
    var emailAlerts: Bool
    var dailySummary: Bool
    var summaryTime: String
    var dateOnlyAlertTime: String

    init(_ notifications: NotificationSettings) {
        emailAlerts = notifications.emailAlerts
        dailySummary = notifications.dailySummary
        summaryTime = notifications.summaryTime.description
        dateOnlyAlertTime = notifications.dateOnlyAlertTime.description
    }
}

struct ListDTO: Encodable {
    var id: Int64
    var name: String
    var createdAt: String
    /// `ListColor`'s name (`red`); its `#RRGGBB` is the calendar export's.
    var color: String
    /// `ListIcon`'s name (`cart`).
    var icon: String
    /// `ReminderSortOrder`'s name (`dueDate`, `manual`).
    var sortOrder: String
    var reminders: [ReminderDTO]

    init(_ list: ReminderList, reminders: [Reminder], positions: [Reminder.ID: Int]) {
        id = list.id
        name = list.name
        createdAt = list.createdAt.formatted(.iso8601)
        color = list.color.rawValue
        icon = list.icon.rawValue
        sortOrder = list.sortOrder.rawValue
        self.reminders = reminders.map { ReminderDTO($0, position: positions[$0.id]) }
    }
}

struct ReminderDTO: Encodable {
    var id: Int64
    var title: String
    @NullWhenEmpty var notes: String?
    @NullWhenEmpty var dueDate: String?
    @NullWhenEmpty var dueTime: String?
    var priority: String
    var flagged: Bool
    @NullWhenEmpty var completedAt: String?
    var createdAt: String
    @NullWhenEmpty var parentID: Int64?
    @NullWhenEmpty var `repeat`: RepeatDTO?
    var tags: [String]
    @NullWhenEmpty var link: String?
    /// `ReminderAlert.minutesBefore` (0 at the due time); null without an alert.
    @NullWhenEmpty var alertMinutesBefore: Int?
    /// `ReminderUID`: the same as the calendar export's `UID`.
    @NullWhenEmpty var uid: String?
    /// Its place in its list's manual order (`ReminderArchive.positions`): larger further down.
    @NullWhenEmpty var position: Int?

    init(_ reminder: Reminder, position: Int?) {
        id = reminder.id
        title = reminder.title
        notes = reminder.notes
        dueDate = reminder.due?.date.description
        dueTime = reminder.due?.time?.description
        priority = reminder.priority.rawValue
        flagged = reminder.isFlagged
        completedAt = reminder.completedAt?.formatted(.iso8601)
        createdAt = reminder.createdAt.formatted(.iso8601)
        parentID = reminder.parentID
        `repeat` = reminder.repetition.map(RepeatDTO.init)
        tags = reminder.tags.map(\.name)
        link = reminder.link?.text
        uid = reminder.uid?.text
        alertMinutesBefore = reminder.alert?.minutesBefore
        self.position = position
    }
}

struct RepeatDTO: Encodable {
    var rrule: String
    var firstDate: String
    var completedCount: Int

    init(_ repetition: Repetition) {
        rrule = repetition.rule.rrule(firstDate: repetition.firstDate)
        firstDate = repetition.firstDate.description
        completedCount = repetition.completedCount
    }
}
