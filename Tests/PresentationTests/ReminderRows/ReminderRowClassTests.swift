import Entities
import Presentation
import Testing

/// A row's classes, as its `<li>` carries them: `reminder`, then each of its states.
struct ReminderRowClassTests {
    private let plain = row(id: 1, title: "Bins")

    @Test func aPlainRow_isAReminder_andEachStateAddsItsClass_inOneOrder() {
        #expect(plain.rowClass == "reminder")
        #expect(plain.with { $0.isSubtask = true }.rowClass == "reminder subtask")
        #expect(plain.with { $0.isCompleted = true }.rowClass == "reminder completed")
        #expect(plain.with { $0.isOverdue = true }.rowClass == "reminder overdue")
        #expect(plain.with { $0.isReadOnly = true }.rowClass == "reminder read-only")
        let all = plain.with { row in
            (row.isSubtask, row.isCompleted, row.isOverdue, row.isReadOnly) = (true, true, true, true)
        }
        #expect(all.rowClass == "reminder subtask completed overdue read-only")
    }
}
