import Foundation
@testable import Presentation
import Testing

/// The bundled catalog is complete in every language it has, and the checks that say so catch
/// each kind of gap.
struct CatalogCompletenessTests {
    /// The bundled file, decoded as the catalog reads it.
    let bundled: CatalogFile = {
        do { return try StringCatalog.decode(StringCatalog.bundledData()) } catch { fatalError("bundled catalog: \(error)") }
    }()

    @Test func theBundledCatalog_hasEveryKeyInEveryLanguage_withItsPluralFormsAndPlaceholders() {
        #expect(bundled.languages == ["en", "de"])
        #expect(bundled.problems() == [])
    }

    @Test func everyKeyATemplateOrAViewModelReads_isInTheCatalog_inEveryLanguage() throws {
        let templateKeys = try templateKeys()
        // A scan that found nothing would pass for the wrong reason: the templates read 78 keys.
        #expect(Set(templateKeys).count > 50)
        let keys = templateKeys + StringKey.allCases.map(\.rawValue)
        for language in bundled.languages {
            let missing = keys.filter { bundled.strings[$0]?.localizations?[language] == nil }
            #expect(missing == [], "missing in \(language)")
        }
    }

    @Test func aKeyWithoutALanguage_isListed() throws {
        let problems = try problems(
            key("Greeting.Hello.text", ("en", text("Hello")), ("de", text("Hallo"))),
            key("Greeting.Bye.text", ("en", text("Bye"))),
            key("Greeting.Empty.text"))
        #expect(problems == ["Greeting.Bye.text: no de", "Greeting.Empty.text: no en", "Greeting.Empty.text: no de"])
    }

    @Test func aPluralWithoutAFormItsLanguageNeeds_orWithoutTheSourcesZero_isListed() throws {
        let problems = try problems(key(
            "Cart.Items.count",
            ("en", plural(("zero", "No items"), ("one", "%lld item"), ("other", "%lld items"))),
            ("de", plural(("other", "%lld Artikel")))))
        #expect(problems == ["Cart.Items.count (de): no plural form one", "Cart.Items.count (de): no plural form zero"])
    }

    @Test func aPluralAgainstOneText_isListed() throws {
        let problems = try problems(
            key("Cart.Items.count", ("en", plural(("one", "%lld item"), ("other", "%lld items"))), ("de", text("%lld Artikel"))),
            key("Cart.Title.text", ("en", text("Cart")), ("de", plural(("one", "Korb"), ("other", "Körbe")))))
        #expect(problems == [
            "Cart.Items.count (de): one text, but en has plural forms",
            "Cart.Title.text (de): plural forms, but en has one text",
        ])
    }

    @Test func aTranslationWithOtherPlaceholders_isListed() throws {
        let problems = try problems(
            key("Greeting.Hello.text", ("en", text("Hello, %@")), ("de", text("Hallo"))),
            key("Greeting.Count.text", ("en", text("%lld of %@")), ("de", text("%@ von %@"))),
            key("Cart.Items.count",
                ("en", plural(("one", "%lld item"), ("other", "%lld items"))),
                ("de", plural(("one", "ein Artikel"), ("other", "%lld Artikel")))))
        #expect(problems == [
            "Cart.Items.count (de): form one: placeholders [] differ from en's [\"%1$lld\"]",
            "Greeting.Count.text (de): placeholders [\"%1$@\", \"%2$@\"] differ from en's [\"%1$lld\", \"%2$@\"]",
            "Greeting.Hello.text (de): placeholders [] differ from en's [\"%1$@\"]",
        ])
    }

    @Test func reorderedOrNumberedPlaceholders_andAZeroFormWithoutTheCount_areFine() throws {
        let problems = try problems(
            key("Editor.Created.text", ("en", text("Created %1$@ at %2$@")), ("de", text("Um %2$@ am %1$@ erstellt"))),
            key("Greeting.Count.text", ("en", text("%lld of %@")), ("de", text("%2$@: %1$lld"))),
            key("Cart.Items.count",
                ("en", plural(("zero", "No items"), ("one", "%lld item"), ("other", "%lld items"))),
                ("de", plural(("zero", "Keine Artikel"), ("one", "%lld Artikel"), ("other", "%lld Artikel")))))
        #expect(problems == [])
    }

    @Test func aTextNotMarkedTranslated_isListed() throws {
        let problems = try problems(key("Greeting.Hello.text", ("en", text("Hello")), ("de", text("Hallo", state: "needs_review"))))
        #expect(problems == ["Greeting.Hello.text (de): state is needs_review, not translated"])
    }

    @Test func aLanguageWithoutAPluralRule_isListed() throws {
        let problems = try problems(key("Greeting.Hello.text", ("en", text("Hello")), ("fr", text("Bonjour"))))
        #expect(problems == ["fr: no plural rule; add one to PluralRule.byLanguage"])
    }

    @Test(arguments: [
        ("Hello", [String]()), ("%@ and %@", ["%1$@", "%2$@"]), ("%2$@ before %1$@", ["%1$@", "%2$@"]),
        ("%lld of %@ (%%)", ["%1$lld", "%2$@"]), ("%1$lld, %1$lld", ["%1$lld", "%1$lld"]),
    ])
    func placeholders_areNumbered_andInTheOrderOfTheirNumbers(text: String, expected: [String]) {
        #expect(CatalogFile.placeholders(in: text) == expected)
    }

    // MARK: - Helpers

    /// The problems of a catalog in English of the given keys (`key(…)`).
    private func problems(_ keys: String...) throws -> [String] {
        let json = #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "# + keys.joined(separator: ", ") + " } }"
        return try StringCatalog.decode(Data(json.utf8)).problems()
    }

    /// A key's JSON with its localizations by language (`text(…)` or `plural(…)`).
    private func key(_ name: String, _ localizations: (String, String)...) -> String {
        let members = localizations.map { #""\#($0.0)": \#($0.1)"# }.joined(separator: ", ")
        return #""\#(name)": { "localizations": { \#(members) } }"#
    }

    /// A localization's JSON with one text.
    private func text(_ value: String, state: String = "translated") -> String {
        #"{ "stringUnit": { "state": "\#(state)", "value": "\#(value)" } }"#
    }

    /// A localization's JSON with plural forms by category.
    private func plural(_ forms: (String, String)...) -> String {
        let members = forms.map { #""\#($0.0)": \#(text($0.1))"# }.joined(separator: ", ")
        return #"{ "variations": { "plural": { \#(members) } } }"#
    }

    /// The catalog keys the templates read (`{{t.Feature.Context.type}}`, raw or escaped).
    private func templateKeys() throws -> [String] {
        let templates = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates")
        let files = try #require(FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil))
        var keys: [String] = []
        for case let file as URL in files where file.pathExtension == "mustache" {
            let text = try String(contentsOf: file, encoding: .utf8)
            keys += text.matches(of: /\{\{\{?&?\s*t\.([A-Za-z0-9_.]+)\s*\}/).map { String($0.output.1) }
        }
        return keys
    }
}
