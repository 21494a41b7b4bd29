import Foundation
import Templating
import Testing

/// Each syntax error stops loading with the file, line and column of the tag at fault.
struct SyntaxErrorTests {
    /// Loads a folder holding `files` and returns the error it throws, with the folder's path.
    private func loadingError(_ files: [String: String]) throws -> (TemplateError, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        for (path, contents) in files { try directory.write(path, contents) }
        do {
            _ = try TemplateLibrary(directory: directory.url, options: .init(reloadsChangedFiles: false))
        } catch {
            return (error, directory)
        }
        directory.remove()
        Issue.record("loading did not fail")
        throw CancellationError()
    }

    @Test func unclosedSection_reportsFileLineColumn() throws {
        let (error, directory) = try loadingError(["pages/list.mustache": "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n</ul>\n"])
        defer { directory.remove() }
        let file = directory.path("pages/list.mustache")
        #expect(error == .unclosedSection("items", at: TemplateLocation(file: file, line: 2, column: 3)))
        #expect(error.description
            == "\(file):2:3: unclosed section 'items': no matching {{/items}} before the end of the template")
    }

    @Test func mismatchedClosingTag_reportsFileLineColumn() throws {
        let (error, directory) = try loadingError(["a.mustache": "{{#items}}\n{{#done}}x{{/items}}{{/done}}"])
        defer { directory.remove() }
        #expect(error == .mismatchedClosingTag(expected: "done", found: "items",
                                               at: TemplateLocation(file: directory.path("a.mustache"), line: 2, column: 11)))
        #expect(error.description.contains("a.mustache:2:11: mismatched closing tag: found {{/items}} but the open section is 'done'"))
    }

    @Test func strayClosingTag_reportsFileLineColumn() throws {
        let (error, directory) = try loadingError(["a.mustache": "ok\n  {{/items}}"])
        defer { directory.remove() }
        #expect(error == .unexpectedClosingTag("items", at: TemplateLocation(file: directory.path("a.mustache"), line: 2, column: 3)))
    }

    @Test func unclosedTag_reportsFileLineColumn() throws {
        let (error, directory) = try loadingError(["a.mustache": "Hello {{name}},\nbye {{name"])
        defer { directory.remove() }
        #expect(error == .unclosedTag(at: TemplateLocation(file: directory.path("a.mustache"), line: 2, column: 5)))
    }

    @Test func unknownPartial_reportsFileLineColumn() throws {
        let (error, directory) = try loadingError(["a.mustache": "é {{> reminders/rwo}}", "reminders/row.mustache": ""])
        defer { directory.remove() }
        let location = TemplateLocation(file: directory.path("a.mustache"), line: 1, column: 3)
        #expect(error == .unknownPartial("reminders/rwo", at: location))
        #expect(error.description.hasSuffix("a.mustache:1:3: unknown partial 'reminders/rwo': no template named 'reminders/rwo' was loaded"))
    }

    @Test func unknownParent_reportsFileLineColumn() throws {
        let (error, directory) = try loadingError(["page.mustache": "\n\n{{<layuot}}{{/layuot}}", "layout.mustache": ""])
        defer { directory.remove() }
        #expect(error == .unknownParent("layuot", at: TemplateLocation(file: directory.path("page.mustache"), line: 3, column: 1)))
    }

    @Test func inheritanceCycle_reportsTheChain() throws {
        let (error, directory) = try loadingError([
            "a.mustache": "{{<b}}{{/b}}",
            "b.mustache": "x\n {{<c}}{{$x}}{{/x}}{{/c}}",
            "c.mustache": "{{#list}}{{>a}}{{/list}}{{>a}}",
        ])
        defer { directory.remove() }
        #expect(error == .inclusionCycle(["a", "b", "c", "a"], at: TemplateLocation(file: directory.path("c.mustache"), line: 1, column: 25)))
        #expect(error.description.hasSuffix("c.mustache:1:25: inclusion cycle: a → b → c → a would include itself forever"))
    }

    @Test func recursionInsideASection_isNotACycle() throws {
        let library = try TemplateLibrary.make(["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
        let tree: TemplateValue = ["name": "a", "children": [["name": "b", "children": []]]]
        #expect(try library.renderString("node", tree) == "a(b())")
    }

    @Test func invalidDelimiters_reportsFileLineColumn() throws {
        let (error, directory) = try loadingError(["a.mustache": "{{=<% =}}"])
        defer { directory.remove() }
        #expect(error == .invalidDelimiters("<%", at: TemplateLocation(file: directory.path("a.mustache"), line: 1, column: 1)))
    }

    @Test func tagWithoutName_reportsFileLineColumn() throws {
        #expect(throws: TemplateError.invalidTag("the tag has no name", at: TemplateLocation(file: "t", line: 1, column: 4))) {
            try TemplateLibrary.make(["t": "ab {{#}}{{/}}"])
        }
    }

    @Test func dynamicNames_areReportedAsUnsupported() throws {
        #expect(throws: TemplateError.unsupportedTag("dynamic names ('*name') are not supported; name the template",
                                                     at: TemplateLocation(file: "t", line: 1, column: 1))) {
            try TemplateLibrary.make(["t": "{{>*name}}"])
        }
    }
}
