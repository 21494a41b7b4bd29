import Foundation
import Templating
import Testing

/// The benchmark page (../../shared/bench) renders to the bytes swift-mustache produces.
struct BenchmarkPageTests {
    struct Item: Encodable {
        let id: Int
        let title: String
        let due: String
        let done: Bool
    }

    struct Page: Encodable {
        let pageTitle: String
        let userName: String
        let items: [Item]
        let count: Int
        let doneCount: Int
    }

    @Test func benchmarkPage_renders16157Bytes() throws {
        // given
        let folder = try #require(Bundle.module.url(forResource: "bench", withExtension: nil, subdirectory: "Fixtures"))
        let library = try TemplateLibrary(directory: folder, options: .init(strict: true, reloadsChangedFiles: false))
        let items = (1...50).map { (n: Int) -> Item in
            let day = (n - 1) % 28 + 1
            let title = "Task #\(n): compare <b> tags & \"quotes\" in item \(n)"
            return Item(id: n, title: title, due: "2026-12-" + (day < 10 ? "0\(day)" : "\(day)"), done: n % 3 == 0)
        }
        let page = Page(pageTitle: "To-do list <demo> & friends", userName: "Ada & <Bob>", items: items,
                        count: items.count, doneCount: items.filter { $0.done }.count)
        // when
        let output = try library.render("page", page)
        // then
        #expect(output.count == 16_157)
        let html = String(decoding: output, as: UTF8.self)
        #expect(html.contains("<title>To-do list &lt;demo&gt; &amp; friends</title>"))
        #expect(html.contains("""
            <li class="item done" id="item-3">
            <span class="title">Task #3: compare &lt;b&gt; tags &amp; &quot;quotes&quot; in item 3</span>
            <time class="due">2026-12-03</time>
            """))
        #expect(html.hasSuffix("<footer><p>50 items, 16 done</p></footer>\n</body>\n</html>\n"))
    }
}
