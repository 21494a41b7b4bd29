import Templating
import Testing

/// A tag remembers where in an object it found its name last and tries there first: these are
/// the cases where the next object has the name elsewhere, or not at all.
struct LookupTests {
    @Test func aListsItems_findTheirNamesWhereverEachHasThem() throws {
        let items: TemplateValue = [["a": 1, "b": 2, "c": 3], ["c": 6, "b": 5, "a": 4], ["b": 8, "a": 7], ["a": 9]]
        let output = try render("{{#items}}{{a}}{{b}}{{c}};{{/items}}", ["items": items, "b": "B", "c": "C"])
        #expect(output == "123;456;78C;9BC;")
    }

    @Test func longNames_thatShareTheirFirstEightBytes_areToldApartAtTheRememberedPlace() throws {
        let items: TemplateValue = [
            ["moveTargetLabel": "first", "moveTargetsLabel": "second"],
            ["moveTargetsLabel": "fourth", "moveTargetLabel": "third"],
            ["moveTargetsLabel": "sixth"],
        ]
        let output = try render("{{#items}}{{moveTargetLabel}}/{{moveTargetsLabel}};{{/items}}",
                                ["items": items, "moveTargetLabel": "outer"])
        #expect(output == "first/second;third/fourth;outer/sixth;")
    }

    @Test func dottedNames_findEachPartWhereverItIs() throws {
        let items: TemplateValue = [["x": ["p": 1, "q": 2]], ["x": ["q": 4, "p": 3]], ["y": 0, "x": ["r": 0, "q": 6, "p": 5]]]
        let output = try render("{{#items}}{{x.p}}{{x.q}};{{/items}}", ["items": items])
        #expect(output == "12;34;56;")
    }

    @Test func aNameFoundInAnItem_isStillLookedUpBelowWhenTheNextItemLacksIt() throws {
        let items: TemplateValue = [["csrf": "mine"], ["title": "x"], [:]]
        let output = try render("{{#items}}{{csrf}}{{/items}}", ["items": items, "csrf": "page"])
        #expect(output == "minepagepage")
    }

    /// Writes `ab` or, just as long, `cd` first, as its flag says: the encoder writes each name
    /// once and points the other values' fields at it, so the two are told apart by where their
    /// names are as well as by their bytes.
    struct Shifting: TemplateWritable {
        var first: Bool
        func encode(to encoder: any Encoder) throws {}
        func writeFields(to fields: inout TemplateFieldWriter) throws {
            if first { fields.write("A", for: "ab") } else { fields.write("C", for: "cd") }
            fields.write(true, for: "x")
        }
    }

    struct ShiftingPage: Encodable {
        var items: [Shifting]
        var ab = "outer-ab"
        var cd = "outer-cd"
    }

    @Test func itemsOfOneWritableType_withAnotherNameWhereTheLastOneHadTheName_findItBelow() throws {
        let page = ShiftingPage(items: [Shifting(first: true), Shifting(first: false), Shifting(first: true), Shifting(first: true)])
        let output = try render("{{#items}}{{ab}}/{{cd}};{{/items}}", encoding: page)
        #expect(output == "A/outer-cd;outer-ab/C;A/outer-cd;A/outer-cd;")
    }
}
