import Foundation
import Templating
import Testing

struct ReloadTests {
    private func load(_ directory: TemporaryDirectory, reloads: Bool) throws -> TemplateLibrary {
        try TemplateLibrary(directory: directory.url, options: .init(strict: true, reloadsChangedFiles: reloads))
    }

    @Test func changedFile_isPickedUpOnTheNextRender() throws {
        // given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("page.mustache", "Hello {{name}}")
        let library = try load(directory, reloads: true)
        #expect(try library.renderString("page", ["name": "Ada"] as TemplateValue) == "Hello Ada")
        // when
        try directory.write("page.mustache", "Goodbye, {{name}}!")
        // then
        #expect(try library.renderString("page", ["name": "Ada"] as TemplateValue) == "Goodbye, Ada!")
    }

    @Test func changedPartial_andNewTemplate_arePickedUp() throws {
        // given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("page.mustache", "[{{> parts/row}}]")
        try directory.write("parts/row.mustache", "row")
        let library = try load(directory, reloads: true)
        #expect(try library.renderString("page", TemplateValue.null) == "[row]")
        // when
        try directory.write("parts/row.mustache", "new row")
        try directory.write("other.mustache", "other")
        // then
        #expect(try library.renderString("page", TemplateValue.null) == "[new row]")
        #expect(try library.renderString("other", TemplateValue.null) == "other")
    }

    @Test func syntaxErrorWhileEditing_isReportedUntilFixed() throws {
        // given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("page.mustache", "ok")
        let library = try load(directory, reloads: true)
        // when
        try directory.write("page.mustache", "{{#broken}}")
        // then
        let location = TemplateLocation(file: directory.path("page.mustache"), line: 1, column: 1)
        #expect(throws: TemplateError.unclosedSection("broken", at: location)) { try library.render("page", TemplateValue.null) }
        #expect(throws: TemplateError.unclosedSection("broken", at: location)) { try library.render("page", TemplateValue.null) }
        try directory.write("page.mustache", "fixed!")
        #expect(try library.renderString("page", TemplateValue.null) == "fixed!")
    }

    @Test func withoutReload_changesAreIgnored() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("page.mustache", "first")
        let library = try load(directory, reloads: false)
        try directory.write("page.mustache", "second version")
        #expect(try library.renderString("page", TemplateValue.null) == "first")
    }

    @Test func reloadIsOnByDefaultInDebugBuildsOnly() {
        #expect(TemplateLibrary.Options().reloadsChangedFiles == TemplateLibrary.Options.isDebugBuild)
        #if DEBUG
        #expect(TemplateLibrary.Options.isDebugBuild)
        #endif
    }
}
