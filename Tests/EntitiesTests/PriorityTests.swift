import Entities
import Testing

struct PriorityTests {
    @Test func ranks_goFromNoneToHigh() {
        #expect(Priority.allCases.map(\.rank) == [0, 1, 2, 3])
        #expect(Priority.allCases == [.none, .low, .medium, .high])
    }

    @Test func ordering_followsTheRanks() {
        #expect(Priority.none < .low)
        #expect(Priority.low < .medium)
        #expect(Priority.medium < .high)
        #expect(!(Priority.high < .medium))
        #expect(!(Priority.low < .low))
        #expect([Priority.high, .none, .medium, .low].sorted() == [.none, .low, .medium, .high])
    }

    @Test func rawValues_areTheCaseNames() {
        #expect(Priority.allCases.map(\.rawValue) == ["none", "low", "medium", "high"])
        #expect(Priority(rawValue: "medium") == .medium)
        #expect(Priority(rawValue: "urgent") == nil)
    }
}
