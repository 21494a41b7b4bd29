import Domain
import Entities
import Testing

struct PageTests {
    @Test func request_defaultsToTheFirstPageOf50() {
        let request = PageRequest()
        #expect(request.number == 1)
        #expect(request.size == 50)
        #expect(PageRequest.defaultSize == 50)
        #expect(request.offset == 0)
    }

    @Test(arguments: [0, -1, Int.min])
    func requestBelowPage1_isPage1(number: Int) {
        #expect(PageRequest(number: number) == PageRequest(number: 1))
    }

    @Test(arguments: [0, -5])
    func sizeBelow1_is1(size: Int) {
        #expect(PageRequest(size: size).size == 1)
    }

    @Test func offset_countsTheItemsOfEarlierPages() {
        #expect(PageRequest(number: 3, size: 20).offset == 40)
        #expect(PageRequest(number: 2).offset == 50)
    }

    @Test(arguments: [(0, 1), (1, 1), (50, 1), (51, 2), (100, 2), (101, 3)])
    func pageCount_roundsUp_andIsNeverBelow1(totalCount: Int, expected: Int) {
        #expect(Page<Int>(items: [], number: 1, size: 50, totalCount: totalCount).pageCount == expected)
    }
}

@Suite struct PageSizeTests {
    @Test func pageOfSizeZero_countsAsOnePageInsteadOfCrashing() {
        #expect(Page<Int>(items: [], number: 1, size: 0, totalCount: 10).pageCount == 1)
    }
}
