/// The parts of an `.xcstrings` file the catalog reads.
struct CatalogFile: Decodable {
    var sourceLanguage: String
    var strings: [String: Entry]

    struct Entry: Decodable {
        var localizations: [String: Localization]?

        /// The value in `language`; a key without localizations is its own text, as in Xcode.
        func value(in language: String, key: String) -> StringCatalog.Value {
            guard let localization = localizations?[language] else { return .text(key) }
            if let plural = localization.variations?.plural {
                return .plural(plural.mapValues(\.stringUnit.value))
            }
            return .text(localization.stringUnit?.value ?? key)
        }
    }

    struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
    }

    struct Variations: Decodable {
        var plural: [String: Variation]?
    }

    struct Variation: Decodable {
        var stringUnit: StringUnit
    }

    struct StringUnit: Decodable {
        var value: String
    }
}
