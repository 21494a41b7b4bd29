import Entities
import Foundation
import Testing

struct ReminderSortOrderTests {
    @Test func aNewList_isInDueDateOrder_asEveryListWasBeforeTheChoice() {
        let list = ReminderList(id: 1, name: "Home", createdAt: Date(timeIntervalSince1970: 0))
        #expect(list.sortOrder == .dueDate)
        #expect(ReminderSortOrder.default == .dueDate)
    }

    @Test func theOrders_areTheFiveOfTheIssue_inTheMenusOrder_withStableStoredNames() {
        #expect(ReminderSortOrder.allCases.map(\.rawValue) == ["manual", "dueDate", "priority", "title", "createdAt"])
    }

    @Test func onlyTheManualOrder_allowsMovingByHand() {
        #expect(ReminderSortOrder.allCases.filter(\.allowsMoving) == [.manual])
    }

    @Test func aListKeepsTheOrderItIsGiven() {
        let list = ReminderList(id: 1, name: "Home", createdAt: Date(timeIntervalSince1970: 0), sortOrder: .title)
        #expect(list.sortOrder == .title)
    }
}
