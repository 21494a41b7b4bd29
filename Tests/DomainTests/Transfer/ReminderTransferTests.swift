@testable import Domain
import Entities
import Foundation
import Mocks
import Testing

/// A transfer's equality: the reminder it carries, not where it was read.
struct ReminderTransferTests {
    @Test func transfersThatDifferOnlyInTheirLine_areEqual() {
        #expect(ReminderTransfer(uid: "a", title: "Milk", line: 12) == ReminderTransfer(uid: "a", title: "Milk"))
    }

    @Test func aTransfersLine_canBeSetLater_andIsStillNotCompared() {
        var transfer = ReminderTransfer(uid: "a", title: "Milk")
        transfer.line = 7
        #expect(transfer.line == 7)
        #expect(transfer == ReminderTransfer(uid: "a", title: "Milk"))
    }

    @Test(arguments: 0..<13)
    func transfersThatDifferInAnyOtherField_areNotEqual(_ field: Int) {
        let base = ReminderTransfer(uid: "a", title: "Milk")
        var other = base
        switch field {
        case 0: other.uid = "b"
        case 1: other.title = "Bread"
        case 2: other.notes = "two litres"
        case 3: other.due = DueDate(date: .fixture())
        case 4: other.priority = .low
        case 5: other.isFlagged = true
        case 6: other.completedAt = fixtureDate
        case 7: other.repeatRule = RepeatRule(.daily)
        case 8: other.parentUID = "p"
        case 9: other.tags = [Tag("home")].compactMap { $0 }
        case 10: other.createdAt = fixtureDate
        case 11: other.alert = .atTime
        default: other.link = WebLink("https://example.com")
        }

        #expect(other != base)
    }
}

/// A transfer carries a reminder's details whole, both ways.
struct ReminderTransferDetailsTests {
    @Test func aReminder_isTransferredWithItsDetailsWholeAndItsAlert_andTheTransfersDraftHasThem() {
        let reminder = Reminder.fixture(
            notes: "two litres", priority: .high, isFlagged: true, tags: [Tag("home")].compactMap { $0 }, alert: ReminderAlert(minutesBefore: 30)
        )

        let transfer = ReminderTransfer(reminder)

        #expect(transfer.details == reminder.details)
        #expect(transfer.draft.details == reminder.details)
        #expect(transfer.alert == reminder.alert && transfer.draft.alert == reminder.alert)
    }
}

/// What a refused file says to the person who chose it.
struct ReminderFileErrorTests {
    @Test(arguments: [
        (ReminderFileError.malformed(line: 12, reason: "PRIORITY 12 is not between 0 and 9"), "line 12: PRIORITY 12 is not between 0 and 9"),
        (.unsupported(line: 7, reason: "the repeat rule FREQ=HOURLY"), "line 7: the repeat rule FREQ=HOURLY, which this app cannot keep"),
        (.noReminders, "the file holds no reminders"),
        (.notUTF8, "the file is not UTF-8 text"),
    ])
    func eachError_saysWhatIsWrong_andWhere(_ error: ReminderFileError, description: String) {
        #expect(error.description == description)
    }
}
