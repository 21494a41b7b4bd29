import Domain
import Testing

/// Where a written reminder stands in its list's manual order: a new one, or one moved in from
/// another list, goes last; one that stays in its list keeps its place.
struct ManualOrderTests {
    private struct ReadFailed: Error {}

    @Test func aNewReminder_goesOnePastTheListsLargestPosition() {
        #expect(ManualOrder.position(inList: 7, wasIn: nil, largest: { 41 }) == 42)
    }

    @Test func aNewReminder_inAListThatHoldsNone_isFirst() {
        #expect(ManualOrder.position(inList: 7, wasIn: nil, largest: { nil }) == 1)
    }

    @Test func aReminderMovedInFromAnotherList_goesLastThere() {
        #expect(ManualOrder.position(inList: 7, wasIn: 3, largest: { 9 }) == 10)
    }

    @Test func aReminderThatStaysInItsList_keepsItsPlace_withoutReadingTheLargestPosition() throws {
        var reads = 0
        let position = ManualOrder.position(inList: 7, wasIn: 7, largest: { reads += 1; return 9 })

        #expect(position == nil)
        #expect(reads == 0)
    }

    @Test func aFailedReadOfTheLargestPosition_isThrown() {
        #expect(throws: ReadFailed.self) {
            try ManualOrder.position(inList: 7, wasIn: nil, largest: { () throws(ReadFailed) -> Int? in throw ReadFailed() })
        }
    }

    @Test func remindersPlacedOneAfterAnother_takeTheFollowingPlaces() {
        #expect(ManualOrder.last(after: nil) == 1)
        #expect(ManualOrder.last(after: ManualOrder.last(after: 5)) == 7)
    }
}
