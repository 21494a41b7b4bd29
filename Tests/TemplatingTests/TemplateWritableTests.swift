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
}
