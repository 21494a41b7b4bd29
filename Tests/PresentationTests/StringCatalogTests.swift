import Entities
import Foundation
@testable import Presentation
import Testing

struct StringCatalogTests {
    func catalog(_ json: String, language: String? = nil) throws -> StringCatalog {
        try StringCatalog(data: Data(json.utf8), language: language)
    }

    let sample = """
    {
      "sourceLanguage": "en",
      "version": "1.0",
      "strings": {
        "Greeting.Hello.text": { "localizations": {
          "en": { "stringUnit": { "state": "translated", "value": "Hello, %@!" } },
          "fr": { "stringUnit": { "state": "translated", "value": "Bonjour, %@ !" } } } },
        "Cart.Items.count": { "localizations": { "en": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld item in %@" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld items in %@" } } } } } } },
        "Untranslated key": {}
      }
    }
    """

    @Test func everyKeyTheViewModelsUse_isInTheBundledCatalog() {
        #expect(strings.missingKeys(StringKey.allCases.map(\.rawValue)) == [])
        #expect(strings.sourceLanguage == "en")
    }

    @Test func everyBundledKey_followsFeatureContextType() {
        for key in strings.entries.keys {
            #expect(key.split(separator: ".").count == 3, "\(key)")
        }
    }

    @Test func string_putsArgumentsInPlaceholders() throws {
        let catalog = try catalog(sample)
        #expect(catalog.string("Greeting.Hello.text", "Ada") == "Hello, Ada!")
        #expect(try self.catalog(sample, language: "fr").string("Greeting.Hello.text", "Ada") == "Bonjour, Ada !")
    }

    @Test func plural_picksTheFormForTheCount() throws {
        let catalog = try catalog(sample)
        #expect(catalog.plural("Cart.Items.count", count: 1, "the cart") == "1 item in the cart")
        #expect(catalog.plural("Cart.Items.count", count: 0, "the cart") == "0 items in the cart")
        #expect(catalog.plural("Cart.Items.count", count: 7, "the cart") == "7 items in the cart")
        #expect(catalog.string("Cart.Items.count", 2, "it") == "2 items in it")
        #expect(catalog.plural("Greeting.Hello.text", count: 3) == "Hello, 3!")
    }

    @Test func aMissingKey_showsVisiblyAndIsListed() throws {
        let catalog = try catalog(sample)
        #expect(catalog.string("Nope.Not.here") == "⟦Nope.Not.here⟧")
        #expect(catalog.plural("Nope.Not.here", count: 2) == "⟦Nope.Not.here⟧")
        #expect(catalog.missingKeys(["Greeting.Hello.text", "Nope.Not.here"]) == ["Nope.Not.here"])
        #expect(!catalog.contains("Nope.Not.here"))
    }

    @Test func aKeyWithoutLocalization_isItsOwnText() throws {
        let catalog = try catalog(sample, language: "fr")
        #expect(catalog.string("Untranslated key") == "Untranslated key")
    }

    @Test func entries_giveEveryKeyItsText_pluralsTheirOtherForm() throws {
        #expect(try catalog(sample).entries == [
            "Greeting.Hello.text": "Hello, %@!", "Cart.Items.count": "%lld items in %@", "Untranslated key": "Untranslated key",
        ])
    }

    @Test func malformedJSON_isRejected() {
        #expect(throws: StringCatalogError.self) { try catalog("{ \"strings\": 3 }") }
        #expect(StringCatalogError.malformed("x").description == "string catalog is malformed: x")
        #expect(StringCatalogError.missingResource("A").description == "string catalog A is missing from the bundle")
    }

    @Test(arguments: [
        ("%@ and %@", ["a", "b"], "a and b"),
        ("%2$@ before %1$@", ["a", "b"], "b before a"),
        ("%d%% of %ld, %lld, %i, %u", ["5", "6", "7", "8", "9"], "5% of 6, 7, 8, 9"),
        ("missing %@ and %@", ["one"], "missing one and %@"),
        ("unknown %f stays", ["1"], "unknown %f stays"),
        ("a width %5 stays", [], "a width %5 stays"),
        ("trailing %", [], "trailing %"),
        ("trailing %l", [], "trailing %l"),
        ("plain", ["unused"], "plain"),
    ])
    func format_replacesPlaceholders(format: String, arguments: [String], expected: String) {
        #expect(StringCatalog.format(format, arguments) == expected)
    }

    @Test func aPattern_isReadOnceIntoTextAndPlaceholders_andFilledManyTimes() {
        let pattern = TextPattern("%2$@, %1$@ (%%)")
        #expect(pattern.pieces == [.argument(1, placeholder: "%2$@"), .text(", "), .argument(0, placeholder: "%1$@"), .text(" (%)")])
        #expect(pattern.filled(["14:30", "Today"]) == "Today, 14:30 (%)")
        #expect(pattern.filled(["9:00", "Tomorrow"]) == "Tomorrow, 9:00 (%)")
        #expect(pattern.filled("14:30", "Today") == "Today, 14:30 (%)")
    }

    @Test(arguments: ["Move “%@” to", "„%@“ verschieben", "%@", "Tom & %@ <%%>", "%1$@ %1$@", "%2$@ and %@", "no placeholder"])
    func aFilledText_isItsPatternFilled_inPiecesAndWhole(format: String) {
        let pattern = TextPattern(format)
        let text = FilledText(pattern, "Käse “fresh”")
        var joined = ""
        text.forEachPiece { joined += $0 }
        #expect(joined == pattern.filled("Käse “fresh”"))
        #expect(text.description == pattern.filled("Käse “fresh”"))
        #expect(text == FilledText(pattern.filled("Käse “fresh”")))
    }

    @Test func filledTexts_areEqualWhenTheirTextsAre_howeverHeld() {
        let move = FilledText(TextPattern("Move “%@”"), "Pay rent")
        #expect(move == "Move “Pay rent”")
        #expect(move != "Move “Pay rent” to")
        #expect(move == FilledText(TextPattern("Move “%@”"), "Pay rent"))
        #expect(move != FilledText(TextPattern("Move “%@”"), "Pay tax"))
        var pieces: [String] = []
        FilledText("as it is").forEachPiece { pieces.append($0) }
        #expect(pieces == ["as it is"])
    }

    @Test func aPatternFilledWithTwoTexts_showsAPlaceholderPastThemAsIs() {
        #expect(TextPattern("%1$@ %2$@ %3$@").filled("a", "b") == "a b %3$@")
        #expect(TextPattern("%3$@ %1$@").filled(["a"]) == "%3$@ a")
    }

    @Test func messages_haveAFallbackForUnusualCombinations() {
        let errors = FieldErrors(
            ValidationErrors([.name: .tooShort(minimum: 2), .priority: .empty, .list: .duplicate, .dueDate: .empty]),
            strings: strings)
        #expect(errors == FieldErrors([.name: "Check this field", .dueDate: "Check this field", .priority: "Check this field", .list: "Check this field"]))
        #expect(!errors.isEmpty && FieldErrors.none.isEmpty)
    }
}
