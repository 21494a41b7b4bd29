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
