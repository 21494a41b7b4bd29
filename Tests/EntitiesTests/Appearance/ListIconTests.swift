import Entities
import Testing

struct ListIconTests {
    @Test func aNewList_hasThePlainListIcon() {
        #expect(ListIcon.default == .list)
    }

    @Test func theIcons_areTwelve_namedInLowercaseWords() {
        #expect(ListIcon.allCases.count == 12)
        #expect(ListIcon.allCases.allSatisfy { $0.rawValue.wholeMatch(of: /[a-z]+/) != nil })
    }
}
