import Domain
import Entities
import Testing

/// Who a reminder alerts, as a table: its assignee alone, else its list's owner and every member
/// who has not muted the list.
struct AlertRecipientsTests {
    private let members = [
        AlertRecipients.Member(id: 2, receivesAlerts: true), AlertRecipients.Member(id: 3, receivesAlerts: false),
        AlertRecipients.Member(id: 4, receivesAlerts: true),
    ]

    @Test func anAssignedReminder_alertsItsAssigneeAlone_evenOneWhoMutedTheList() {
        #expect(AlertRecipients.of(assignee: 2, owner: 1, members: members) == [2])
        #expect(AlertRecipients.of(assignee: 3, owner: 1, members: members) == [3])
        #expect(AlertRecipients.of(assignee: 1, owner: 1, members: members) == [1])
    }

    @Test func aReminderThatIsNoOnes_alertsTheOwnerFirst_thenEveryMemberWhoHasNotMutedTheList() {
        #expect(AlertRecipients.of(assignee: nil, owner: 1, members: members) == [1, 2, 4])
        #expect(AlertRecipients.of(assignee: nil, owner: 1, members: []) == [1])
    }

    @Test func aListFromBeforeAccounts_alertsItsMembersOnly_andNoOneIsAlertedTwice() {
        #expect(AlertRecipients.of(assignee: nil, owner: nil, members: []) == [])
        #expect(AlertRecipients.of(assignee: nil, owner: nil, members: members) == [2, 4])
        #expect(AlertRecipients.of(assignee: nil, owner: 2, members: members) == [2, 4])
    }
}
