import Domain
import Entities
import Foundation

/// An account export as one JSON document, for people leaving — readable by a person and by a
/// program: snake_case keys in alphabetical order, every key present (`null` when empty),
/// instants in ISO 8601 (UTC), days as `YYYY-MM-DD`, times as `HH:MM` (the person's wall clock),
/// a repeat as its RFC 5545 `RRULE` with the first due date it counts from:
///
/// ```json
/// {"account": {"created_at": "…", "display_name": "Ada", "email": "ada@example.com",
///              "settings": {"default_list_id": null, "language": "en", "time_zone": "Europe/Berlin", "week_start": "monday"}},
///  "exported_at": "…", "format": "reminders-account-export", "version": 1,
///  "lists": [{"color": "green", "created_at": "…", "icon": "home", "id": 1, "name": "Home",
///             "reminders": [{"completed_at": null, "created_at": "…", "due_date": "2026-12-01", "due_time": "09:00",
///                            "flagged": false, "id": 4, "notes": null, "parent_id": null, "priority": "high",
///                            "repeat": {"completed_count": 0, "first_date": "2026-12-01", "rrule": "FREQ=MONTHLY;BYMONTHDAY=1"},
///                            "tags": ["home"], "title": "Pay rent"}]}]}
/// ```
public struct JSONAccountExportFormat: AccountExportFormat {
    public let mediaType = "application/json; charset=utf-8"
    public let fileExtension = "json"

    public init() {}

    public func encode(_ export: AccountExport) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
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

    enum CodingKeys: String, CodingKey {
        case format, version, account, lists
        case exportedAt = "exported_at"
    }

    init(_ export: AccountExport) {
        exportedAt = export.exportedAt.formatted(.iso8601)
        account = AccountDTO(export.user)
        let byList = Dictionary(grouping: export.archive.reminders, by: \.listID)
        lists = export.archive.lists.map { ListDTO($0, reminders: byList[$0.id] ?? []) }
    }
}

struct AccountDTO: Encodable {
    var email: String
    var displayName: String
    var createdAt: String
    var settings: SettingsDTO

    enum CodingKeys: String, CodingKey {
        case email, settings
        case displayName = "display_name"
        case createdAt = "created_at"
    }

    init(_ user: User) {
        email = user.email
        displayName = user.displayName
        createdAt = user.createdAt.formatted(.iso8601)
        settings = SettingsDTO(user.settings)
    }
}

struct SettingsDTO: Encodable {
    var language: String
    var timeZone: String?
    var weekStart: String
    var defaultListID: Int64?

    enum CodingKeys: String, CodingKey {
        case language
        case timeZone = "time_zone"
        case weekStart = "week_start"
        case defaultListID = "default_list_id"
    }

    init(_ settings: UserSettings) {
        language = settings.language
        timeZone = settings.timeZone
        weekStart = settings.weekStart.rawValue
        defaultListID = settings.defaultListID
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(language, forKey: .language)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(weekStart, forKey: .weekStart)
        try container.encode(defaultListID, forKey: .defaultListID)
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
    var reminders: [ReminderDTO]

    enum CodingKeys: String, CodingKey {
        case id, name, color, icon, reminders
        case createdAt = "created_at"
    }

    init(_ list: ReminderList, reminders: [Reminder]) {
        id = list.id
        name = list.name
        createdAt = list.createdAt.formatted(.iso8601)
        color = list.color.rawValue
        icon = list.icon.rawValue
        self.reminders = reminders.map(ReminderDTO.init)
    }
}

struct ReminderDTO: Encodable {
    var id: Int64
    var title: String
    var notes: String?
    var dueDate: String?
    var dueTime: String?
    var priority: String
    var flagged: Bool
    var completedAt: String?
    var createdAt: String
    var parentID: Int64?
    var `repeat`: RepeatDTO?
    var tags: [String]
    var link: String?

    enum CodingKeys: String, CodingKey {
        case id, title, notes, priority, flagged, tags, `repeat`, link
        case dueDate = "due_date"
        case dueTime = "due_time"
        case completedAt = "completed_at"
        case createdAt = "created_at"
        case parentID = "parent_id"
    }

    init(_ reminder: Reminder) {
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
    }

    /// Every key, `null` when empty.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(notes, forKey: .notes)
        try container.encode(dueDate, forKey: .dueDate)
        try container.encode(dueTime, forKey: .dueTime)
        try container.encode(priority, forKey: .priority)
        try container.encode(flagged, forKey: .flagged)
        try container.encode(completedAt, forKey: .completedAt)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(parentID, forKey: .parentID)
        try container.encode(`repeat`, forKey: .repeat)
        try container.encode(tags, forKey: .tags)
        try container.encode(link, forKey: .link)
    }
}

struct RepeatDTO: Encodable {
    var rrule: String
    var firstDate: String
    var completedCount: Int

    enum CodingKeys: String, CodingKey {
        case rrule
        case firstDate = "first_date"
        case completedCount = "completed_count"
    }

    init(_ repetition: Repetition) {
        rrule = repetition.rule.rrule(firstDate: repetition.firstDate)
        firstDate = repetition.firstDate.description
        completedCount = repetition.completedCount
    }
}
