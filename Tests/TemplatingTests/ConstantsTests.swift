@testable import Templating
import Testing

/// Constants: values fixed when the library loads (a string catalog), written into the compiled
/// templates instead of being looked up in every render's data.
@Suite struct ConstantsTests {
    private func library(_ templates: [String: String], strict: Bool = false) throws(TemplateError) -> TemplateLibrary {
        var options = TemplateLibrary.Options(strict: strict, reloadsChangedFiles: false)
        options.constants = ["t": ["Lists": ["title": "Your <lists>", "count": 3]], "app": "Reminders"]
        return try TemplateLibrary(templates: templates, options: options)
    }

    @Test func constantNames_areWrittenIntoTheTemplateEscapedOrRaw() throws {
        let templates = try library(["page": "<h1>{{t.Lists.title}}</h1>{{{t.Lists.title}}} {{&app}} {{t.Lists.count}} {{name}}"])
        #expect(try templates.renderString("page", ["name": "Ada"] as TemplateValue) == "<h1>Your &lt;lists&gt;</h1>Your <lists> Reminders 3 Ada")
    }

    @Test func constants_needNoData_andDataCannotShadowThem() throws {
        let templates = try library(["page": "{{#items}}{{t.Lists.title}}/{{/items}}"])
        let data: TemplateValue = ["items": [["t": "shadow"], ["x": 1]]]
        #expect(try templates.renderString("page", data) == "Your &lt;lists&gt;/Your &lt;lists&gt;/")
    }

    @Test func unknownConstantName_inStrictMode_failsAtLoadWithItsLocation() {
        #expect(throws: TemplateError.unresolvedName("t.Lists.typo", at: TemplateLocation(file: "page", line: 2, column: 3))) {
            try library(["page": "ok\n  {{t.Lists.typo}}"], strict: true)
        }
    }

    @Test func unknownConstantName_otherwise_rendersNothing() throws {
        #expect(try library(["page": "[{{t.Lists.typo}}]"]).renderString("page", [:] as TemplateValue) == "[]")
    }

    @Test func constantsInsidePartials_keepThePartialsIndentationRules() throws {
        let templates = try library(["page": "<ul>\n  {{> item}}\n</ul>", "item": "<li>{{app}}</li>\n<li>{{t.Lists.count}}</li>\n"])
        #expect(try templates.renderString("page", [:] as TemplateValue) == "<ul>\n  <li>Reminders</li>\n  <li>3</li>\n</ul>")
    }
}
