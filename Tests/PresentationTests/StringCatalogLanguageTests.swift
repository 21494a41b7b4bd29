import Domain
import Foundation
@testable import Presentation
import Testing

struct StringCatalogLanguageTests {
    let sample = """
    {
      "sourceLanguage": "en",
      "version": "1.0",
      "strings": {
        "Greeting.Hello.text": { "localizations": {
          "en": { "stringUnit": { "state": "translated", "value": "Hello, %@!" } },
          "fr": { "stringUnit": { "state": "translated", "value": "Bonjour, %@ !" } } } },
        "Cart.Items.count": { "localizations": {
          "de": { "variations": { "plural": {
            "one": { "stringUnit": { "state": "translated", "value": "%lld Artikel (einer)" } },
            "other": { "stringUnit": { "state": "translated", "value": "%lld Artikel" } } } } },
          "en": { "variations": { "plural": {
            "one": { "stringUnit": { "state": "translated", "value": "%lld item" } },
            "other": { "stringUnit": { "state": "translated", "value": "%lld items" } } } } } } }
      }
    }
    """

    @Test func theBundledCatalog_isInEnglishThenGerman() throws {
        #expect(try StringCatalog.bundledLanguages() == ["en", "de"])
        #expect(try StringCatalog.bundled().language == "en")
        let german = try StringCatalog.bundled(language: "de")
        #expect(german.language == "de" && german.sourceLanguage == "en")
    }

    /// Issue 28 item 4: what a new account's settings may hold, and the name of the list it
    /// starts with in each language, come from the catalogs the app speaks.
    @Test func theSettingsPolicyOfTheBundledCatalogs_namesTheFirstListInEachLanguage() throws {
        let policy = SettingsPolicy(catalogs: try StringCatalog.bundledInEveryLanguage())
        #expect(policy.languages == ["en", "de"])
        #expect(policy.firstListNames == ["en": "Reminders", "de": "Erinnerungen"])
    }

    @Test func languages_areEveryLanguageAKeyHas_theSourceFirst() throws {
        #expect(try StringCatalog.languages(in: Data(sample.utf8)) == ["en", "de", "fr"])
        #expect(throws: StringCatalogError.self) { try StringCatalog.languages(in: Data("[]".utf8)) }
    }

    @Test func aLanguageNoKeyHas_isRejected() {
        #expect(throws: StringCatalogError.unknownLanguage("it")) { try StringCatalog(data: Data(sample.utf8), language: "it") }
        #expect(throws: StringCatalogError.unknownLanguage("it")) { try StringCatalog.bundled(language: "it") }
        #expect(StringCatalogError.unknownLanguage("it").description == "string catalog has no language it")
    }

    @Test func aKeyMissingInALanguage_fallsBackToTheSourceLanguage() throws {
        let french = try StringCatalog(data: Data(sample.utf8), language: "fr")
        #expect(french.string("Greeting.Hello.text", "Ada") == "Bonjour, Ada !")
        #expect(french.plural("Cart.Items.count", count: 2) == "2 items")
    }

    @Test func theGermanCatalog_readsEveryTextInGerman() throws {
        let german = try StringCatalog.bundled(language: "de")
        #expect(german[.reminderAdded] == "Erinnerung hinzugefügt")
        #expect(german.string(.listCreated, "Einkauf") == "Liste „Einkauf“ erstellt")
        #expect(german.string(.editorCompleted, "21. Nov. 2026", "14:30") == "Erledigt am 21. Nov. 2026 um 14:30")
        #expect(german.entries["App.Document.language"] == "de")
        #expect(german.entries["SmartList.Flagged.title"] == "Markiert")
    }

    @Test func germanPlurals_useOneForOne_otherForTheRest_andTheirZeroForms() throws {
        let german = try StringCatalog.bundled(language: "de")
        #expect(german.plural(.searchResultCount, count: 0, "Milch") == "Keine Treffer für „Milch“")
        #expect(german.plural(.searchResultCount, count: 1, "Milch") == "1 Treffer für „Milch“")
        #expect(german.plural(.deleteListMessage, count: 1) == "Die 1 Erinnerung darin wird ebenfalls gelöscht.")
        #expect(german.plural(.deleteListMessage, count: 2) == "Die 2 Erinnerungen darin werden ebenfalls gelöscht.")
        #expect(german.plural(.otherSessionsEnded, count: 3) == "3 andere Sitzungen wurden abgemeldet")
        let cart = try StringCatalog(data: Data(sample.utf8), language: "de")
        #expect(cart.plural("Cart.Items.count", count: 0) == "0 Artikel")
        #expect(cart.plural("Cart.Items.count", count: 1) == "1 Artikel (einer)")
    }

    @Test func pluralRules_areChosenByLanguage_orByItsBaseLanguage() throws {
        let german = try #require(PluralRule.of("de-AT"))
        #expect(german.categories == ["one", "other"])
        #expect([0, 1, 2, 11, 101].map(german.category) == ["other", "one", "other", "other", "other"])
        #expect(PluralRule.of("en")?.categories == ["one", "other"])
        #expect(PluralRule.of("fr") == nil)
    }

    @Test func aLanguageWithoutAPluralRule_countsLikeEnglish() throws {
        let french = """
        { "sourceLanguage": "en", "strings": { "Cart.Items.count": { "localizations": {
          "fr": { "variations": { "plural": {
            "one": { "stringUnit": { "state": "translated", "value": "%lld article" } },
            "other": { "stringUnit": { "state": "translated", "value": "%lld articles" } } } } } } } } }
        """
        let catalog = try StringCatalog(data: Data(french.utf8), language: "fr")
        #expect(catalog.plural("Cart.Items.count", count: 1) == "1 article")
        #expect(catalog.plural("Cart.Items.count", count: 0) == "0 articles")
    }
}
