import Entities
import Testing

/// Tags made from other apps' category names.
struct TagNormalizingTests {
    @Test(arguments: [
        ("Home", "Home"), ("  Moving day ", "Moving-day"), ("Urgent, really", "Urgent-really"), ("#Work", "Work"),
        ("Q3 report!", "Q3-report"), ("Ünterwegs & zu Fuß", "Ünterwegs-zu-Fuß"), ("a\t\nb", "a-b"), ("to_do-list", "to_do-list"),
    ])
    func aCategory_becomesTheNearestTag(_ text: String, name: String) throws {
        #expect(try #require(Tag(normalizing: text)).name == name)
    }

    @Test(arguments: ["", "   ", "2026", "!!!", "#", String(repeating: "x", count: 31), "a " + String(repeating: "b", count: 29)])
    func aCategoryWithoutALetter_orTooLong_isNoTag(_ text: String) {
        #expect(Tag(normalizing: text) == nil)
    }
}
