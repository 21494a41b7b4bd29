import Foundation
import Templating
import Testing

/// One test of the official Mustache spec (https://github.com/mustache/spec), read from the
/// JSON fixtures.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let description: String
    let data: TemplateValue
    let template: String
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(file): \(name)" }

    /// The cases of one spec file, e.g. `sections` or `~inheritance`.
    static func load(_ file: String) throws -> [SpecCase] {
        let url = try #require(
            Bundle.module.url(forResource: file, withExtension: "json", subdirectory: "Fixtures"),
            "missing fixture \(file).json")
        let spec = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: url))
        return spec.tests.map {
            SpecCase(file: file, name: $0.name, description: $0.desc, data: $0.data.value, template: $0.template,
                     partials: $0.partials ?? [:], expected: $0.expected)
        }
    }

    /// Renders the case as the spec describes: its partials as a library, unknown partials empty,
    /// names that resolve to nothing rendered as nothing.
    func render() throws -> String {
        var templates = partials
        templates[Self.templateName] = template
        let options = TemplateLibrary.Options(strict: false, reloadsChangedFiles: false, allowsUnknownPartials: true)
        let library = try TemplateLibrary(templates: templates, options: options)
        return try library.renderString(Self.templateName, data)
    }

    private static let templateName = "(spec template)"
}

private struct SpecFile: Decodable {
    struct Test: Decodable {
        let name: String
        let desc: String
        let data: SpecValue
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    let tests: [Test]
}

/// Any JSON value, decoded as the template value it stands for.
private struct SpecValue: Decodable {
    let value: TemplateValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let flag = try? container.decode(Bool.self) {
            value = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            value = .int(number)
        } else if let number = try? container.decode(Double.self) {
            value = .double(number)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let list = try? container.decode([SpecValue].self) {
            value = .list(list.map(\.value))
        } else {
            let object = try container.decode([String: SpecValue].self)
            value = .object(TemplateObject(object.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value.value) }))
        }
    }
}
