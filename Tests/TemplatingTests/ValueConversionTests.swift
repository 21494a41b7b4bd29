import Foundation
import Templating
import Testing

struct ValueConversionTests {
    struct Owner: Encodable {
        let name: String
        let email: String?
    }

    struct Row: Encodable {
        let id: Int
        let title: String
        let done: Bool
    }

    enum Priority: String, Encodable {
        case low, high
    }

    struct Page: Encodable {
        let title: String
        let count: Int
        let ratio: Double
        let isEmpty: Bool
        let note: String?
        let owner: Owner
        let rows: [Row]
        let tags: [String]
        let priority: Priority
        let link: URL
        let small: UInt8
        let scores: [String: Int]
    }

    static let page = Page(
        title: "Groceries", count: 2, ratio: 0.5, isEmpty: false, note: nil,
        owner: Owner(name: "Ada", email: nil),
        rows: [Row(id: 1, title: "Milk", done: true), Row(id: 2, title: "Eggs", done: false)],
        tags: ["home", "weekly"], priority: .high, link: URL(string: "https://example.com/a?b=1")!,
        small: 7, scores: ["ada": 3])

    @Test func encoder_turnsEachSwiftTypeIntoItsValue() throws {
        let value = try TemplateEncoder.encode(Self.page)
        let expected: TemplateValue = [
            "title": "Groceries", "count": 2, "ratio": 0.5, "isEmpty": false, "note": nil,
            "owner": ["name": "Ada", "email": nil],
            "rows": [["id": 1, "title": "Milk", "done": true], ["id": 2, "title": "Eggs", "done": false]],
            "tags": ["home", "weekly"], "priority": "high", "link": "https://example.com/a?b=1",
            "small": 7, "scores": ["ada": 3],
        ]
        #expect(value == expected)
    }

    @Test func strings_integers_doubles_andBooleans_render() throws {
        let output = try render("{{title}}: {{count}} at {{ratio}}, empty {{isEmpty}}, {{small}}", encoding: Self.page)
        #expect(output == "Groceries: 2 at 0.5, empty false, 7")
    }

    @Test func nilOptional_rendersNothing_evenInStrictMode() throws {
        let output = try render("[{{note}}][{{owner.email}}]{{^note}}no note{{/note}}", encoding: Self.page)
        #expect(output == "[][]no note")
    }

    @Test func presentOptional_rendersItsValue() throws {
        let owner = Owner(name: "Bob", email: "bob@example.com")
        #expect(try render("{{#email}}<{{email}}>{{/email}}", encoding: owner) == "<bob@example.com>")
    }

    @Test func arrayOfStructs_rendersSectionOncePerItem() throws {
        let output = try render("{{#rows}}{{id}}:{{title}}{{#done}}✓{{/done}};{{/rows}}", encoding: Self.page)
        #expect(output == "1:Milk✓;2:Eggs;")
    }

    @Test func arrayOfStrings_rendersWithImplicitIterator() throws {
        #expect(try render("{{#tags}}<{{.}}>{{/tags}}", encoding: Self.page) == "<home><weekly>")
    }

    @Test func emptyArray_rendersInvertedSection() throws {
        let empty = Page(title: "", count: 0, ratio: 0, isEmpty: true, note: nil, owner: Self.page.owner, rows: [],
                         tags: [], priority: .low, link: Self.page.link, small: 0, scores: [:])
        #expect(try render("{{#rows}}x{{/rows}}{{^rows}}none{{/rows}}", encoding: empty) == "none")
    }

    @Test func nestedStruct_isReachedByDottedNameAndSection() throws {
        #expect(try render("{{owner.name}}/{{#owner}}{{name}} of {{title}}{{/owner}}", encoding: Self.page)
            == "Ada/Ada of Groceries")
    }

    @Test func enumDictionaryAndURL_renderTheirValues() throws {
        #expect(try render("{{priority}} {{scores.ada}} {{link}}", encoding: Self.page)
            == "high 3 https://example.com/a?b=1")
    }

    @Test func doubles_renderInShortestForm() throws {
        #expect(try render("{{a}} {{b}} {{c}} {{d}}", ["a": 1.5, "b": 2.0, "c": 0.1, "d": -1e21]) == "1.5 2 0.1 -1e+21")
    }

    @Test func otherNumericTypes_renderAsNumbers() throws {
        struct Numbers: Encodable {
            let small: Int8
            let big: UInt64
            let huge: UInt64
            let float: Float
        }
        let numbers = Numbers(small: -3, big: 42, huge: .max, float: 0.1)
        #expect(try render("{{small}} {{big}} {{huge}} {{float}}", encoding: numbers) == "-3 42 1.8446744073709552e+19 0.1")
    }

    @Test func topLevelArray_rendersWithImplicitIterator() throws {
        #expect(try render("{{#.}}{{.}},{{/.}}", encoding: [1, 2, 3]) == "1,2,3,")
    }

    @Test func templateValueProperty_isEncodedAsItsValue() throws {
        struct Wrapper: Encodable {
            let extra: TemplateValue
        }
        #expect(try render("{{extra.a}}-{{#extra.list}}{{.}}{{/extra.list}}", encoding: Wrapper(extra: ["a": "x", "list": [1, 2]]))
            == "x-12")
    }

    @Test func templateData_rendersTheSameAsTheValue() throws {
        let library = try TemplateLibrary.make(["t": "{{title}}:{{#rows}}{{title}}{{/rows}}"])
        let data = try TemplateData(encoding: Self.page)
        #expect(try library.render("t", data) == library.render("t", Self.page))
        #expect(data.value == (try TemplateEncoder.encode(Self.page)))
    }
}
