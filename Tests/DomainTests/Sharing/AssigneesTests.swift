import Domain
import Entities
import Mocks
import Testing

/// Who a reminder may be assigned to, as a table: those who can change the reminders of a list
/// shared with anyone.
struct AssigneesTests {
    @Test func theOwnerAndEditors_mayBeAssigned_aViewerAndSomeoneWithoutARole_mayNot() {
        #expect(Assignees.mayBeAssigned(.owner))
        #expect(Assignees.mayBeAssigned(.editor))
        #expect(!Assignees.mayBeAssigned(.viewer))
        #expect(!Assignees.mayBeAssigned(nil))
    }

    @Test func aRowKeepsItsAssignee_onlyWhileTheirRoleAllowsIt_onAListSharedWithAnyone() {
        #expect(Assignees.kept(7, role: .editor, listShared: true) == 7)
        #expect(Assignees.kept(7, role: .owner, listShared: true) == 7)
        #expect(Assignees.kept(7, role: .viewer, listShared: true) == nil)
        #expect(Assignees.kept(7, role: nil, listShared: true) == nil)
        #expect(Assignees.kept(nil, role: .editor, listShared: true) == nil)
        // The last member gone, the owner's own list assigns no one, not even the owner.
        #expect(Assignees.kept(7, role: .owner, listShared: false) == nil)
    }

    @Test func assigning_isRefusedForAViewerOrSomeoneNotOnTheList_orOnAListSharedWithNoOne() {
        let members: [ListMember] = [.fixture(id: 1, role: .owner), .fixture(id: 2, role: .editor), .fixture(id: 3, role: .viewer)]

        #expect(Assignees.issue(assigning: 1, among: members) == nil)
        #expect(Assignees.issue(assigning: 2, among: members) == nil)
        #expect(Assignees.issue(assigning: 3, among: members) == .notAssignable)
        #expect(Assignees.issue(assigning: 4, among: members) == .notAssignable)
        #expect(Assignees.issue(assigning: 1, among: [.fixture(id: 1, role: .owner)]) == .notAssignable)
    }
}
