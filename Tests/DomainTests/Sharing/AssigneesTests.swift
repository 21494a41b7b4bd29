import Domain
import Entities
import Mocks
import Testing

/// Who a reminder may be assigned to, as a table: those who can change the list's reminders.
struct AssigneesTests {
    @Test func theOwnerAndEditors_mayBeAssigned_aViewerAndSomeoneWithoutARole_mayNot() {
        #expect(Assignees.mayBeAssigned(.owner))
        #expect(Assignees.mayBeAssigned(.editor))
        #expect(!Assignees.mayBeAssigned(.viewer))
        #expect(!Assignees.mayBeAssigned(nil))
    }

    @Test func aRowKeepsItsAssignee_onlyWhileTheirRoleAllowsIt() {
        #expect(Assignees.kept(7, role: .editor) == 7)
        #expect(Assignees.kept(7, role: .owner) == 7)
        #expect(Assignees.kept(7, role: .viewer) == nil)
        #expect(Assignees.kept(7, role: nil) == nil)
        #expect(Assignees.kept(nil, role: .editor) == nil)
    }

    @Test func assigning_isRefusedForAViewerOrSomeoneNotOnTheList() {
        let members: [ListMember] = [.fixture(id: 1, role: .owner), .fixture(id: 2, role: .editor), .fixture(id: 3, role: .viewer)]

        #expect(Assignees.issue(assigning: 1, among: members) == nil)
        #expect(Assignees.issue(assigning: 2, among: members) == nil)
        #expect(Assignees.issue(assigning: 3, among: members) == .notAssignable)
        #expect(Assignees.issue(assigning: 4, among: members) == .notAssignable)
    }
}
