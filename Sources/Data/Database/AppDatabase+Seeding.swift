import Domain
import Entities
import Foundation
import GRDB

extension AppDatabase {
    /// Creates a list named `name` filled with `reminderCount` generated reminders, in one
    /// transaction, for benchmarks and demonstrations.
    ///
    /// Reminder `i` (from 0) is titled from a small vocabulary plus its number (so searches match
    /// a share of them); every fourth has notes, two in three are due within 30 days either side of
    /// `today` (every other one of those at a time of day), every fifth is completed. Reminders are
    /// created one second apart from `createdAt`. The write-ahead log is then folded into the file,
    /// so that the reads that follow find the database as a long-lived one is.
    ///
    /// The list belongs to `owner`; without one it belongs to nobody and is seen by nobody until
    /// the first account is created, which adopts it (seed a file before anyone has signed up).
    /// - Returns: the new list.
    public func seed(
        listNamed name: String, reminderCount: Int, today: LocalDate, createdAt: Date = Date(), owner: User.ID? = nil
    ) async throws(DataError) -> ReminderList {
        defer { countWrite() }
        do {
            let list = try await pool.write { db in
                var list = ReminderListRecord(name: name, createdAt: createdAt, ownerID: owner)
                try list.insert(db)
                // One statement for every row, without the record's per-save work (its tags).
                let insert = try db.makeStatement(sql: ReminderRecord.insertSQL)
                var day = SeedDays(today: today)
                // Each one goes last in the new list (`ManualOrder`), after the one before it.
                var position: Int?
                for index in 0..<reminderCount {
                    var reminder = Self.seedReminder(index, listID: list.id ?? 0, day: &day, createdAt: createdAt)
                    position = ManualOrder.last(after: position)
                    reminder.position = position
                    try insert.execute(arguments: reminder.values)
                }
                return list.list
            }
            _ = try await pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            return list
        } catch {
            throw .operationFailed(Self.reason(error))
        }
    }

    private static let seedWords = [
        "Buy", "Call", "Email", "Fix", "Book", "Pay", "Plan", "Read", "Write", "Clean",
        "milk", "plumber", "dentist", "invoice", "tickets", "garden", "report", "car", "café", "taxes",
    ]

    private static func seedReminder(_ index: Int, listID: Int64, day: inout SeedDays, createdAt: Date) -> ReminderRecord {
        let verb = seedWords[index % 10]
        let object = seedWords[10 + (index / 10) % 10]
        let created = createdAt.addingTimeInterval(Double(index))
        var draft = ReminderDraft(title: "\(verb) \(object) \(index)")
        if index % 4 == 0 { draft.notes = "Remember the \(seedWords[10 + index % 10]) before noon" }
        if index % 3 != 0 {
            draft.dueDate = day.offset(index % 61 - 30)
            if index % 2 == 0 { draft.dueTime = LocalTime(hour: index % 24, minute: index % 60) }
        }
        var record = ReminderRecord(draft: draft, listID: listID, createdAt: created)
        if index % 5 == 0 { record.completedAt = created.addingTimeInterval(3600) }
        return record
    }
}

/// The days around `today`, computed once each.
private struct SeedDays {
    private var cache: [Int: LocalDate] = [:]
    private let today: LocalDate

    init(today: LocalDate) {
        self.today = today
    }

    /// The day `offset` days from today (negative: before).
    mutating func offset(_ offset: Int) -> LocalDate {
        if let day = cache[offset] { return day }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: today.year, month: today.month, day: today.day))!
        let parts = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: offset, to: start)!)
        let day = LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
        cache[offset] = day
        return day
    }
}
