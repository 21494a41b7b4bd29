import Templating
import Testing

/// A page is rendered straight into the array returned, sized from the template's last output;
/// one that outgrows it, or fails, still comes out whole (or not at all), and so does the next.
struct OutputBufferTests {
    private let library: TemplateLibrary

    init() throws {
        library = try .make(["items": "<ul>{{#items}}<li>{{.}}</li>{{/items}}</ul>"])
    }

    private func page(_ count: Int) -> TemplateValue {
        ["items": .list((0..<count).map { .string("item \($0) & more") })]
    }

    private func expected(_ count: Int) -> String {
        "<ul>" + (0..<count).map { "<li>item \($0) &amp; more</li>" }.joined() + "</ul>"
    }

    @Test func pagesLargerAndSmallerThanTheLastOne_areRenderedWhole() throws {
        for count in [3, 3, 40_000, 10, 0, 10, 12, 5_000, 80_000, 1] {
            #expect(try library.renderString("items", page(count)) == expected(count), "\(count) items")
        }
    }

    @Test func aRenderThatFails_returnsNothing_andTheNextIsWhole() throws {
        _ = try library.render("items", page(100))
        #expect(throws: TemplateError.self) { try library.render("items", ["items": [["not": "a string"]]]) }
        #expect(try library.renderString("items", page(200)) == expected(200))
    }

    @Test func theArrayReturned_holdsExactlyThePage() throws {
        _ = try library.render("items", page(1_000))
        let bytes = try library.render("items", page(2))
        #expect(bytes.count == expected(2).utf8.count)
        #expect(bytes == Array(expected(2).utf8))
    }
}
