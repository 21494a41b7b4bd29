import Entities
import Foundation
import Testing

struct ReminderListTests {
    @Test func summary_isIdentifiedByItsList() {
        let list = ReminderList(id: 9, name: "Work", createdAt: Date(timeIntervalSince1970: 0))
        let summary = ReminderListSummary(list: list, openCount: 3)
        #expect(summary.id == 9)
        #expect(summary.list == list)
        #expect(summary.openCount == 3)
    }

    @Test func aList_startsBlueWithThePlainListIcon() {
        let list = ReminderList(id: 1, name: "Work", createdAt: Date(timeIntervalSince1970: 0))
        #expect(list.color == .blue)
        #expect(list.icon == .list)
    }
}
