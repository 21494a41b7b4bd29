import Templating
import Testing

struct StrictModeTests {
    struct Item: Encodable {
        let title: String
        let note: String?
    }

    @Test func misspeltName_failsWithItsLocation() throws {
        let library = try TemplateLibrary.make(["item": "<li>\n  {{titel}}</li>"])
        #expect(throws: TemplateError.unresolvedName("titel", at: TemplateLocation(file: "item", line: 2, column: 3))) {
            try library.render("item", Item(title: "Milk", note: nil))
        }
    }

    @Test func misspeltSectionAndInvertedNames_fail() throws {
        let library = try TemplateLibrary.make(["a": "{{#notes}}x{{/notes}}", "b": "{{^notes}}x{{/notes}}"])
        #expect(throws: TemplateError.unresolvedName("notes", at: TemplateLocation(file: "a", line: 1, column: 1))) {
            try library.render("a", Item(title: "Milk", note: nil))
        }
        #expect(throws: TemplateError.unresolvedName("notes", at: TemplateLocation(file: "b", line: 1, column: 1))) {
            try library.render("b", Item(title: "Milk", note: nil))
        }
    }

    @Test func misspeltDottedName_fails() throws {
        let library = try TemplateLibrary.make(["t": "{{item.titel}}"])
        #expect(throws: TemplateError.unresolvedName("item.titel", at: TemplateLocation(file: "t", line: 1, column: 1))) {
            try library.render("t", ["item": ["title": "Milk"]] as TemplateValue)
        }
    }

    @Test func absentOptional_isNotAnError() throws {
        let library = try TemplateLibrary.make(["t": "{{title}}{{note}}{{#note}}!{{/note}}"])
        #expect(try library.renderString("t", Item(title: "Milk", note: nil)) == "Milk")
    }

    @Test func interpolatingAList_fails() throws {
        let library = try TemplateLibrary.make(["t": "{{items}}"])
        #expect(throws: TemplateError.notInterpolatable("items", at: TemplateLocation(file: "t", line: 1, column: 1))) {
            try library.render("t", ["items": [1, 2]] as TemplateValue)
        }
    }

    @Test func withoutStrictMode_missingNamesRenderNothing() throws {
        let library = try TemplateLibrary.make(["t": "[{{titel}}][{{#x}}y{{/x}}][{{^x}}z{{/x}}]"], strict: false)
        #expect(try library.renderString("t", Item(title: "Milk", note: nil)) == "[][][z]")
    }

    @Test func errorDescription_pointsAtTheTemplate() {
        let error = TemplateError.unresolvedName("titel", at: TemplateLocation(file: "Templates/item.mustache", line: 2, column: 3))
        #expect(error.description == "Templates/item.mustache:2:3: strict mode: 'titel' resolves to nothing in the rendered data")
    }
}
