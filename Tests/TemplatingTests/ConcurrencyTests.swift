import Foundation
import Templating
import Testing

struct ConcurrencyTests {
    struct Row: Encodable, Sendable {
        let id: Int
        let title: String
    }

    struct Page: Encodable, Sendable {
        let heading: String
        let rows: [Row]
    }

    private static let templates = [
        "layout": "<h1>{{$heading}}{{/heading}}</h1>\n{{$body}}\n{{/body}}",
        "page": "{{<layout}}{{$heading}}{{heading}}{{/heading}}{{$body}}\n{{#rows}}\n{{> row}}\n{{/rows}}\n{{/body}}{{/layout}}",
        "row": "<li id=\"{{id}}\">{{title}}</li>\n",
    ]

    @Test func manyThreads_renderingAtOnce_getTheSameBytes() async throws {
        // given
        let library = try TemplateLibrary.make(Self.templates)
        let expected = try library.render("page", Self.page(1))
        // when
        let outputs = try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for _ in 0..<200 where try library.render("page", Self.page(1)) != expected { return false }
                    return try library.render("page", Self.page(task)) == library.render("page", Self.page(task))
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        // then
        #expect(outputs.count == 16 && outputs.allSatisfy { $0 })
        #expect(String(decoding: expected, as: UTF8.self).hasPrefix("<h1>Page 1</h1>\n<li id=\"1\">Row &lt;1&gt;</li>\n"))
    }

    @Test func reloadingLibrary_isSafeUnderConcurrentRenders() async throws {
        // given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for (name, contents) in Self.templates { try directory.write(name + ".mustache", contents) }
        let library = try TemplateLibrary(directory: directory.url, options: .init(strict: true, reloadsChangedFiles: true))
        // when
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var total = 0
                    for _ in 0..<50 { total += try library.render("page", Self.page(3)).count }
                    return total
                }
            }
            try directory.write("row.mustache", "<li>{{title}}</li>")
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        // then
        #expect(counts.count == 8 && counts.allSatisfy { $0 > 0 })
        #expect(try library.renderString("page", Self.page(1)).contains("<li>Row &lt;1&gt;</li>"))
    }

    private static func page(_ number: Int) -> Page {
        Page(heading: "Page \(number)", rows: (1...20).map { Row(id: $0, title: "Row <\($0)>") })
    }
}
