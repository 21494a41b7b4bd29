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
}
