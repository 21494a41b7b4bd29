@testable import Templating
import Testing

struct EncoderTests {
    /// Encodes itself through nested containers and a super encoder, as hand-written code may.
    struct Custom: Encodable {
        enum Keys: String, CodingKey { case name, point, tags, base }
        enum PointKeys: String, CodingKey { case x, y }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("c", forKey: .name)
            var point = container.nestedContainer(keyedBy: PointKeys.self, forKey: .point)
            try point.encode(1, forKey: .x)
            try point.encode(2, forKey: .y)
            var tags = container.nestedUnkeyedContainer(forKey: .tags)
            try tags.encode("a")
            try tags.encode("b")
            var base = container.superEncoder(forKey: .base).singleValueContainer()
            try base.encode(true)
        }
    }

    enum Shape: Encodable {
        case circle(radius: Double)
        case square(side: Int)
    }

    @Test func nestedContainersAndSuperEncoders_fillTheirFields() throws {
        let value = try TemplateEncoder.encode(Custom())
        #expect(value == ["name": "c", "point": ["x": 1, "y": 2], "tags": ["a", "b"], "base": true])
    }

    @Test func enumsWithAssociatedValues_encodeAsNestedObjects() throws {
        #expect(try TemplateEncoder.encode([Shape.circle(radius: 1.5), .square(side: 2)])
            == [["circle": ["radius": 1.5]], ["square": ["side": 2]]])
    }

    /// Encodes optionals and 64-bit integers with the generic `encode`, as custom conformances do.
    struct Optionals: Encodable {
        enum Keys: String, CodingKey { case text, noText, number, noNumber, flag, noFlag, id, noID, ids }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("a" as String?, forKey: .text)
            try container.encode(nil as String?, forKey: .noText)
            try container.encode(7 as Int?, forKey: .number)
            try container.encode(nil as Int?, forKey: .noNumber)
            try container.encode(true as Bool?, forKey: .flag)
            try container.encode(nil as Bool?, forKey: .noFlag)
            try container.encode(Int64(9) as Int64?, forKey: .id)
            try container.encode(nil as Int64?, forKey: .noID)
            try container.encode([Int64(1), 2], forKey: .ids)
        }
    }

    @Test func optionalsAndInt64_encodeAsTheirValueOrNull() throws {
        #expect(try TemplateEncoder.encode(Optionals()) == [
            "text": "a", "noText": nil, "number": 7, "noNumber": nil, "flag": true, "noFlag": nil,
            "id": 9, "noID": nil, "ids": [1, 2],
        ])
    }

    @Test func encoder_isFreedAfterEncoding() throws {
        weak var weakEncoder: DocumentEncoder?
        do {
            let encoder = DocumentEncoder()
            weakEncoder = encoder
            _ = try encoder.box([Custom(), Custom()])
        }
        #expect(weakEncoder == nil)
    }

    // MARK: Key names written once per key type

    struct Row: Encodable {
        var id: Int
        var title: String
        var note: String?
    }

    struct Page: Encodable {
        var title: String
        var rows: [Row]
        var other: [Single]
    }

    /// A key type of one case: its values take no bytes at all.
    struct Single: Encodable {
        enum Keys: CodingKey { case only }
        var value: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(value, forKey: .only)
        }
    }

    /// A one-byte key that is a struct, not an enum: its byte still decides its name.
    struct ByteKey: CodingKey {
        var byte: UInt8
        var stringValue: String { "b\(byte)" }
        var intValue: Int? { nil }
        init(_ byte: UInt8) { self.byte = byte }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    /// More cases than a name table has slots: the later ones are written every time.
    struct Wide: Encodable {
        enum Keys: CodingKey { case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12, k13, k14, k15, k16, k17, k18, k19, k20, k21, k22, k23, k24, k25, k26, k27, k28, k29, k30, k31, k32, k33, k34, k35, k36, k37, k38, k39, k40, k41, k42, k43, k44, k45, k46, k47, k48, k49, k50, k51, k52, k53, k54, k55, k56, k57, k58, k59, k60, k61, k62, k63, k64, k65, k66, k67, k68, k69 }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(0, forKey: .k0)
            try container.encode(63, forKey: .k63)
            try container.encode(64, forKey: .k64)
            try container.encode(69, forKey: .k69)
        }
    }

    struct Bytes: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: ByteKey.self)
            try container.encode(1, forKey: ByteKey(1))
            try container.encode(200, forKey: ByteKey(200))
        }
    }

    @Test func objectsOfOneType_shareTheirKeyNames_andKeepTheirValues() throws {
        // given rows interleaved with objects of other key types
        let page = Page(title: "p", rows: [Row(id: 1, title: "a", note: nil), Row(id: 2, title: "b", note: "n")],
                        other: [Single(value: 3), Single(value: 4)])

        // when
        let value = try TemplateEncoder.encode([page, page])

        // then
        let expected: TemplateValue = [
            "title": "p",
            "rows": [["id": 1, "title": "a", "note": nil], ["id": 2, "title": "b", "note": "n"]],
            "other": [["only": 3], ["only": 4]],
        ]
        #expect(value == [expected, expected])
    }

    @Test func keysBeyondTheTable_andOneByteStructKeys_keepTheirNames() throws {
        #expect(try TemplateEncoder.encode([Wide(), Wide()]) == [
            ["k0": 0, "k63": 63, "k64": 64, "k69": 69], ["k0": 0, "k63": 63, "k64": 64, "k69": 69],
        ])
        #expect(try TemplateEncoder.encode([Bytes(), Bytes()]) == [["b1": 1, "b200": 200], ["b1": 1, "b200": 200]])
    }

    @Test func sharedKeyNames_renderLikeWrittenOnes() throws {
        let library = try TemplateLibrary(templates: ["page": "{{title}}:{{#rows}}[{{id}} {{title}}{{#note}} {{.}}{{/note}}]{{/rows}}"])
        let page = Page(title: "p", rows: [Row(id: 1, title: "a", note: nil), Row(id: 2, title: "b", note: "n")],
                        other: [])
        #expect(try library.renderString("page", page) == "p:[1 a][2 b n]")
        let data = try TemplateData(encoding: page)
        #expect(String(decoding: try library.render("page", data), as: UTF8.self) == "p:[1 a][2 b n]")
    }
}
