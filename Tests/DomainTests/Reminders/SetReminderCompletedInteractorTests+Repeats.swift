import Domain
import Entities
import Foundation
import Mocks
import Testing

/// Completing repeating reminders through the use case, in the person's time zone: the due day and
/// time are local, so 09:00 stays 09:00 across a daylight-saving change, and month ends clamp.
struct SetReminderCompletedRepeatTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let zone: String
        let rule: RepeatRule
        let due: String
        let next: String
        /// The hours between the two 09:00s in `zone`: 25 or 23 across a change, 24 otherwise.
        let hoursBetween: Double?

        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "daily in Berlin, across the end of summer time (2026-10-25)", zone: "Europe/Berlin", rule: RepeatRule(.daily),
             due: "2026-10-24", next: "2026-10-25", hoursBetween: 25),
        Case(name: "daily in New York, across the start of summer time (2026-03-08)", zone: "America/New_York", rule: RepeatRule(.daily),
             due: "2026-03-07", next: "2026-03-08", hoursBetween: 23),
        Case(name: "weekly in Berlin, over the change", zone: "Europe/Berlin", rule: RepeatRule(.weekly(on: [.friday])),
             due: "2026-10-23", next: "2026-10-30", hoursBetween: 7 * 24 + 1),
        Case(name: "monthly on the 31st into a common February", zone: "Europe/Berlin", rule: RepeatRule(.monthly(day: 31)),
             due: "2027-01-31", next: "2027-02-28", hoursBetween: nil),
        Case(name: "yearly from 29 February into a common year", zone: "America/New_York", rule: RepeatRule(.yearly),
             due: "2028-02-29", next: "2029-02-28", hoursBetween: nil),
    ]

    @Test(arguments: cases)
    func completing_movesToTheNextOccurrence_at0900LocalTime(_ example: Case) async throws {
        // given: due at 09:00 local time, completed at that moment in the person's zone
        let zone = try #require(TimeZone(identifier: example.zone))
        let due = DueDate(date: try #require(LocalDate(example.due)), time: LocalTime.fixture("09:00"))
        let completedAt = try instant(due, in: zone)
        let clock = FixedCalendarClock(date: completedAt, localDate: due.date, localTime: due.time!, timeZone: zone)
        let reminder = Reminder.fixture(id: 5, title: "Water the plants", due: due, repetition: Repetition(rule: example.rule, firstDate: due.date))
        let store = InMemoryUnitOfWork(lists: [.fixture(id: 1)], reminders: [reminder])

        // when
        let moved = try await SetReminderCompletedInteractor(unitOfWork: store, access: .fixture(), clock: clock).execute(id: 5, isCompleted: true).reminder

        // then: open, due at 09:00 on the next day of the rule, and the occurrence done recorded
        let next = DueDate(date: try #require(LocalDate(example.next)), time: due.time)
        #expect(moved.due == next && !moved.isCompleted && moved.repetition?.completedCount == 1)
        #expect(store.contents.reminders[6] == .fixture(id: 6, title: "Water the plants", due: due, completedAt: completedAt))
        if let hours = example.hoursBetween {
            #expect(try instant(next, in: zone).timeIntervalSince(completedAt) == hours * 3600)
        }
    }

    private func instant(_ due: DueDate, in zone: TimeZone) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = DateComponents(year: due.date.year, month: due.date.month, day: due.date.day, hour: due.time?.hour, minute: due.time?.minute)
        return try #require(calendar.date(from: parts))
    }
}
