import Foundation
@testable import Templating
import Testing

@Suite struct TemplateWritableTests {
    /// Written both ways: through `Encodable` and by writing its own fields.
    struct Row: TemplateWritable, Equatable {
        var id: Int64
        var title: String
        var notes: String?
        var count: Int
        var isDone: Bool
        var tags: [String]
        var child: Child?

        struct Child: Encodable, Equatable {
            var name: String
        }

        enum CodingKeys: String, CodingKey { case id, title, notes, count, isDone, tags, child }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(notes, forKey: .notes)
            try container.encode(count, forKey: .count)
            try container.encode(isDone, forKey: .isDone)
            try container.encode(tags, forKey: .tags)
            try container.encode(child, forKey: .child)
        }

        func writeFields(to fields: inout TemplateFieldWriter) throws {
            fields.write(id, for: "id")
            fields.write(title, for: "title")
            fields.write(notes, for: "notes")
            fields.write(count, for: "count")
            fields.write(isDone, for: "isDone")
            try fields.write(tags, for: "tags")
            try fields.write(child, for: "child")
        }
    }

    /// Hides a value's `TemplateWritable` conformance, so that it is encoded through `Encodable`.
    struct ThroughEncodable<Value: Encodable>: Encodable {
        var value: Value
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    struct Page: Encodable {
        var heading: String
        var rows: [Row]
    }

    private let rows = [
        Row(id: 7, title: "Buy milk", notes: nil, count: 2, isDone: false, tags: ["a", "b"], child: .init(name: "c")),
        Row(id: 8, title: "Call <Ada>", notes: "Before noon", count: 0, isDone: true, tags: [], child: nil),
    ]

    @Test func aWritableValue_isTheSameTemplateValue_asThroughEncodable() throws {
        for row in rows {
            #expect(try TemplateEncoder.encode(row) == TemplateEncoder.encode(ThroughEncodable(value: row)))
        }
        let written = try TemplateEncoder.encode(Page(heading: "Rows", rows: rows))
        #expect(written == .object(TemplateObject([
            ("heading", .string("Rows")),
            ("rows", .list(try rows.map { try TemplateEncoder.encode(ThroughEncodable(value: $0)) })),
        ])))
    }

    @Test func aListOfWritableValues_isTheSameTemplateValue_asThroughEncodable() throws {
        #expect(try TemplateEncoder.encode(rows) == TemplateEncoder.encode(ThroughEncodable(value: rows)))
        #expect(try TemplateEncoder.encode([Row]()) == .list([]))
        let nested = [rows, [], [rows[1]]]
        #expect(try TemplateEncoder.encode(nested) == TemplateEncoder.encode(nested.map { ThroughEncodable(value: $0) }))
    }

    @Test func aWritableValue_rendersLikeAnyOther() throws {
        let library = try TemplateLibrary(templates: [
            "page": "{{heading}}:{{#rows}} {{id}}={{title}}{{#notes}} ({{notes}}){{/notes}}{{#isDone}} done{{/isDone}}{{#child}} [{{name}}]{{/child}}{{/rows}}",
        ])
        #expect(try library.renderString("page", Page(heading: "Rows", rows: rows))
            == "Rows: 7=Buy milk [c] 8=Call &lt;Ada&gt; (Before noon) done")
    }

    /// Writes a writable value, an absent one and a list of them as its own fields.
    struct Holder: TemplateWritable {
        var row: Row?
        var missing: Row?
        var rows: [Row]
        func writeFields(to fields: inout TemplateFieldWriter) throws {
            try fields.write(row, for: "row")
            try fields.write(missing, for: "missing")
            try fields.write(rows, for: "rows")
        }
    }

    @Test func writableFieldsOfAWritableValue_areTheSameTemplateValues_asThroughEncodable() throws {
        let written = try TemplateEncoder.encode(Holder(row: rows[0], missing: nil, rows: rows))
        #expect(written == .object(TemplateObject([
            ("row", try TemplateEncoder.encode(ThroughEncodable(value: rows[0]))),
            ("missing", .null),
            ("rows", try TemplateEncoder.encode(ThroughEncodable(value: rows))),
        ])))
        let empty = try TemplateEncoder.encode(Holder(row: nil, missing: nil, rows: []))
        #expect(empty == .object(TemplateObject([("row", .null), ("missing", .null), ("rows", .list([]))])))
    }

    /// Writes `a` or `b` first depending on its flag, and a one-letter name.
    struct Shifting: TemplateWritable {
        var first: Bool
        func encode(to encoder: any Encoder) throws {}
        func writeFields(to fields: inout TemplateFieldWriter) throws {
            if first { fields.write(1, for: "a") } else { fields.write("two", for: "bee") }
            fields.write(true, for: "x")
            try fields.write(first ? nil : [3], for: "list")
        }
    }

    @Test func valuesOfOneType_thatWriteOtherNamesAtAPosition_keepTheirOwnNames() throws {
        let written = try TemplateEncoder.encode([Shifting(first: true), Shifting(first: false), Shifting(first: true)])
        let first = TemplateValue.object(TemplateObject([("a", .int(1)), ("x", .bool(true)), ("list", .null)]))
        let second = TemplateValue.object(TemplateObject([("bee", .string("two")), ("x", .bool(true)), ("list", .list([.int(3)]))]))
        #expect(written == .list([first, second, first]))
    }

    /// Writes more fields than a type's table of names has slots.
    struct Wide: TemplateWritable {
        static let names: [StaticString] = [
            "f0", "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12", "f13", "f14", "f15", "f16",
            "f17", "f18", "f19", "f20", "f21", "f22", "f23", "f24", "f25", "f26", "f27", "f28", "f29", "f30", "f31",
            "f32", "f33", "f34", "f35", "f36", "f37", "f38", "f39", "f40", "f41", "f42", "f43", "f44", "f45", "f46",
            "f47", "f48", "f49", "f50", "f51", "f52", "f53", "f54", "f55", "f56", "f57", "f58", "f59", "f60", "f61",
            "f62", "f63", "f64", "f65", "f66", "f67", "f68", "f69",
        ]
        func encode(to encoder: any Encoder) throws {}
        func writeFields(to fields: inout TemplateFieldWriter) throws {
            for (index, name) in Self.names.enumerated() { fields.write(index, for: name) }
        }
    }

    @Test func aValueWithMoreFieldsThanNameSlots_writesThemAll() throws {
        let expected = TemplateValue.object(TemplateObject((0..<70).map { ("f\($0)", .int($0)) }))
        #expect(try TemplateEncoder.encode([Wide(), Wide()]) == .list([expected, expected]))
    }

    /// Writes its fields and has no `encode(to:)` of its own.
    struct Written: TemplateWritable {
        var title: String
        var count: Int
        var child: Row.Child?
        func writeFields(to fields: inout TemplateFieldWriter) throws {
            fields.write(title, for: "title")
            fields.write(count, for: "count")
            try fields.write(child, for: "child")
        }
    }

    @Test func aWritableValueWithoutEncodeTo_encodesWhatItWrites_throughAnyEncoder() throws {
        let value = Written(title: "Call <Ada>", count: 2, child: .init(name: "c"))
        let expected = TemplateValue.object(TemplateObject([
            ("title", .string("Call <Ada>")), ("count", .int(2)), ("child", .object(TemplateObject([("name", .string("c"))]))),
        ]))
        #expect(try TemplateEncoder.encode(value) == expected)
        #expect(try TemplateEncoder.encode(ThroughEncodable(value: value)) == expected)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == #"{"child":{"name":"c"},"count":2,"title":"Call <Ada>"}"#)
    }

    /// Writes a field composed of pieces, and one with nothing in it.
    struct Composed: TemplateWritable {
        var id: Int64
        func writeFields(to fields: inout TemplateFieldWriter) throws {
            fields.writeText(for: "path") { text in
                text.append("/reminders/")
                text.append(id)
                text.append("/edit?q=")
                text.append("café")
            }
            fields.writeText(for: "empty") { _ in }
            fields.write(true, for: "after")
        }
    }

    @Test(arguments: [Int64(0), 7, 10, 1_234_567, .max, -42, .min])
    func aComposedText_isTheStringOfItsPieces(id: Int64) throws {
        #expect(try TemplateEncoder.encode([Composed(id: id)]) == .list([.object(TemplateObject([
            ("path", .string("/reminders/\(id)/edit?q=café")), ("empty", .string("")), ("after", .bool(true)),
        ]))]))
    }
}
