/// How a language picks the plural form of a whole-number count: CLDR's plural categories
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html), which
/// are also the forms an `.xcstrings` plural has.
struct PluralRule: Sendable {
    /// The categories the language's plural texts need (an explicit `zero` is allowed on top).
    let categories: [String]
    /// The category of a count, one of `categories`.
    let category: @Sendable (Int) -> String

    /// Every language's rule, by language code: the one place to add a language whose counts
    /// fall into other categories. French, for example, where 0 and 1 are both `one` and a
    /// whole number of millions is `many`:
    ///
    ///     "fr": PluralRule(categories: ["one", "many", "other"]) {
    ///         $0 == 0 || $0 == 1 ? "one" : $0 % 1_000_000 == 0 ? "many" : "other"
    ///     },
    static let byLanguage: [String: PluralRule] = [
        "en": .oneIsSingular,
        "de": .oneIsSingular,
    ]

    /// `one` for 1, `other` for every other count: English, German.
    static let oneIsSingular = PluralRule(categories: ["one", "other"]) { $0 == 1 ? "one" : "other" }

    /// The rule of `language`, or of its base language (`de` for `de-AT`); nil when there is
    /// none here yet.
    static func of(_ language: String) -> PluralRule? {
        if let rule = byLanguage[language] { return rule }
        guard let base = language.split(separator: "-").first else { return nil }
        return byLanguage[String(base)]
    }
}
