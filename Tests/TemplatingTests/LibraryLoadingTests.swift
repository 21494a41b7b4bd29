import Foundation
import Templating
import Testing

struct LibraryLoadingTests {
    struct Reminder: Encodable {
        let title: String
    }

    struct ListPage: Encodable {
        let name: String
        let reminders: [Reminder]
    }

    private func load(_ directory: TemporaryDirectory, reloads: Bool = false) throws -> TemplateLibrary {
        try TemplateLibrary(directory: directory.url, options: .init(strict: true, reloadsChangedFiles: reloads))
    }

    @Test func folder_loadsEveryTemplateByRelativePathWithoutExtension() throws {
        // given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("layout.mustache", "<main>{{$content}}{{/content}}</main>")
        try directory.write("reminders/index.mustache", "{{name}}")
        try directory.write("reminders/parts/row.mustache", "{{title}}")
        try directory.write("notes.txt", "not a template")
        try directory.write(".hidden/secret.mustache", "{{nope}}")
        // when
        let library = try load(directory)
        // then
        #expect(library.templateNames == ["layout", "reminders/index", "reminders/parts/row"])
    }

    @Test func nestedPartialPaths_resolveFromTheRootAndRelatively() throws {
        // given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("reminders/index.mustache", """
            <h1>{{name}}</h1>
            <ul>
              {{#reminders}}
              {{> reminders/row}}
              {{/reminders}}
            </ul>
            {{> ./footer}}
            """)
        try directory.write("reminders/row.mustache", "<li>{{title}}</li>\n")
        try directory.write("reminders/footer.mustache", "{{> ../shared/copyright}}")
        try directory.write("shared/copyright.mustache", "© Reminders")
        let page = ListPage(name: "Home", reminders: [Reminder(title: "Milk"), Reminder(title: "Eggs")])
        // when
        let output = try load(directory).renderString("reminders/index", page)
        // then
        #expect(output == "<h1>Home</h1>\n<ul>\n  <li>Milk</li>\n  <li>Eggs</li>\n</ul>\n© Reminders")
    }

    @Test func pages_shareALayoutThroughInheritance() throws {
        // given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("layout.mustache", """
            <html><head><title>{{$title}}Reminders{{/title}}</title></head>
            <body>
              {{$content}}
              {{/content}}
            </body></html>
            """)
        try directory.write("reminders/index.mustache", """
            {{< layout}}
            {{$title}}{{name}} · Reminders{{/title}}
            {{$content}}
            <ul>
              {{#reminders}}<li>{{title}}</li>{{/reminders}}
            </ul>
            {{/content}}
            {{/ layout}}
            """)
        let page = ListPage(name: "Home", reminders: [Reminder(title: "Milk")])
        // when
        let output = try load(directory).renderString("reminders/index", page)
        // then
        #expect(output == """
            <html><head><title>Home · Reminders</title></head>
            <body>
              <ul>
                <li>Milk</li>
              </ul>
            </body></html>
            """)
    }

    @Test func unknownTemplateName_throwsUnknownTemplate() throws {
        let library = try TemplateLibrary.make(["a": "x"])
        #expect(throws: TemplateError.unknownTemplate("b")) { try library.render("b", TemplateValue.null) }
    }

    @Test func missingFolder_throwsUnreadable() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID().uuidString)")
        #expect {
            try TemplateLibrary(directory: url)
        } throws: { error in
            guard case .unreadable(let path, _) = error as? TemplateError else { return false }
            return path == url.path
        }
    }
}
