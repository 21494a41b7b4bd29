import Domain
import Entities
import Testing

/// Who a row records as having completed it, as a table.
struct CompletedByTests {
    @Test func aRowCompletedByAWrite_recordsWhoWrote_onASharedListOnly() {
        #expect(CompletedBy.recorded(nil, wasCompleted: false, isCompleted: true, acting: 7, listShared: true) == 7)
        #expect(CompletedBy.recorded(nil, wasCompleted: false, isCompleted: true, acting: 7, listShared: false) == nil)
    }

    @Test func aRowCompletedAlready_keepsWhoCompletedIt_whoeverWritesIt() {
        #expect(CompletedBy.recorded(3, wasCompleted: true, isCompleted: true, acting: 7, listShared: true) == 3)
        #expect(CompletedBy.recorded(3, wasCompleted: true, isCompleted: true, acting: nil, listShared: true) == 3)
        // Completed before the list was shared: no one known.
        #expect(CompletedBy.recorded(nil, wasCompleted: true, isCompleted: true, acting: 7, listShared: true) == nil)
    }

    @Test func anOpenRow_orOneOfAListSharedWithNoOneAnyMore_recordsNoOne() {
        #expect(CompletedBy.recorded(3, wasCompleted: true, isCompleted: false, acting: 7, listShared: true) == nil)
        #expect(CompletedBy.recorded(nil, wasCompleted: false, isCompleted: false, acting: 7, listShared: true) == nil)
        #expect(CompletedBy.recorded(3, wasCompleted: true, isCompleted: true, acting: nil, listShared: false) == nil)
    }

    @Test func theListIsAskedAbout_onlyForACompletedRowThatRecordsSomeoneOrIsCompletedNow() {
        #expect(CompletedBy.asksWhetherShared(nil, wasCompleted: false, isCompleted: true))
        #expect(CompletedBy.asksWhetherShared(3, wasCompleted: true, isCompleted: true))
        #expect(!CompletedBy.asksWhetherShared(nil, wasCompleted: true, isCompleted: true))
        #expect(!CompletedBy.asksWhetherShared(3, wasCompleted: true, isCompleted: false))
        #expect(!CompletedBy.asksWhetherShared(nil, wasCompleted: false, isCompleted: false))
    }
}
