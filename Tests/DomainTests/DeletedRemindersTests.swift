import Domain
import Foundation
import Mocks
import Testing

struct DeletedRemindersTests {
    @Test func theRestoreWindow_isTenMinutes() {
        #expect(DeletedReminders.restoreWindow == 600)
    }

    @Test func theOldestRestorableDeletion_isOneWindowBeforeNow() {
        #expect(DeletedReminders.oldestRestorable(at: fixtureDate) == fixtureDate.addingTimeInterval(-600))
    }
}
