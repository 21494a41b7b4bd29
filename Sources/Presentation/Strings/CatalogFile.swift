/// The parts of an `.xcstrings` file the catalog reads.
struct CatalogFile: Decodable {
    /// The language the keys were written in (`en`).
    var sourceLanguage: String
    /// Every key's entry.
    var strings: [String: Entry]

    /// Every language a key is localized in: the source language first, then the others by code.
    var languages: [String] {
        let others = Set(strings.values.flatMap { $0.localizations?.keys.map { $0 } ?? [] })
            .subtracting([sourceLanguage])
        return [sourceLanguage] + others.sorted()
    }

    /// A key: its text in each language.
    struct Entry: Decodable {
        /// The key's text by language code; nil for a key not yet localized.
        var localizations: [String: Localization]?

        /// The value in `language`, else in `fallback` (the source language, as Apple platforms
        /// do); a key without either is its own text, as in Xcode.
        func value(in language: String, fallback: String, key: String) -> StringCatalog.Value {
            guard let localization = localizations?[language] ?? localizations?[fallback] else { return .text(key) }
            if let plural = localization.variations?.plural {
                return .plural(plural.mapValues(\.stringUnit.value))
            }
            return .text(localization.stringUnit?.value ?? key)
        }
    }

    /// A key's text in one language: one text, or plural forms.
    struct Localization: Decodable {
        /// The text, for a key without variations.
        var stringUnit: StringUnit?
        /// The plural forms, for a key that varies with a count.
        var variations: Variations?
    }

    /// A key's forms in one language.
    struct Variations: Decodable {
        /// The texts by CLDR plural category (`zero`, `one`, `other`…).
        var plural: [String: Variation]?
    }

    /// One form of a key.
    struct Variation: Decodable {
        /// The form's text.
        var stringUnit: StringUnit
    }

    /// A text and how far its translation is.
    struct StringUnit: Decodable {
        /// `translated` once done; Xcode writes `new` or `needs_review` otherwise.
        var state: String?
        /// The text, with its `%@`/`%lld` placeholders.
        var value: String
    }
}
