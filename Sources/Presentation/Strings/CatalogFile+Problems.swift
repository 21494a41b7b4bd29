extension CatalogFile {
    /// What keeps the catalog from being complete in every one of its `languages`, one readable
    /// line each, by key: a key without a language, a text not marked translated, a plural without
    /// a form its language's rule needs (or the `zero` its source has), a text whose placeholders
    /// differ from the source language's, a language without a plural rule. Empty when complete.
    func problems() -> [String] {
        let languages = languages
        var problems = languages.compactMap { language in
            PluralRule.of(language) == nil ? "\(language): no plural rule; add one to PluralRule.byLanguage" : nil
        }
        for key in strings.keys.sorted() {
            let localizations = strings[key]?.localizations ?? [:]
            let source = localizations[sourceLanguage]
            for language in languages {
                guard let localization = localizations[language] else {
                    problems.append("\(key): no \(language)")
                    continue
                }
                problems += Self.problems(of: localization, comparedWith: source, in: language, sourceLanguage: sourceLanguage)
                    .map { "\(key) (\(language)): \($0)" }
            }
        }
        return problems
    }

    /// What is wrong with `localization` on its own and beside `source`, the same key in the source language.
    private static func problems(
        of localization: Localization, comparedWith source: Localization?, in language: String, sourceLanguage: String
    ) -> [String] {
        let forms = localization.forms
        let sourceForms = source?.forms ?? [:]
        guard !forms.isEmpty else { return ["no text"] }
        var problems: [String] = []
        switch (localization.isPlural, source?.isPlural ?? false) {
        case (true, false): problems.append("plural forms, but \(sourceLanguage) has one text")
        case (false, true): problems.append("one text, but \(sourceLanguage) has plural forms")
        case (true, true):
            let needed = (PluralRule.of(language)?.categories ?? []) + (sourceForms["zero"] == nil ? [] : ["zero"])
            problems += needed.filter { forms[$0] == nil }.map { "no plural form \($0)" }
        case (false, false): break
        }
        for (form, unit) in forms.sorted(by: { $0.key < $1.key }) {
            let name = form.isEmpty ? "" : "form \(form): "
            if unit.state != "translated" { problems.append("\(name)state is \(unit.state ?? "missing"), not translated") }
            guard language != sourceLanguage, let model = sourceForms[form] ?? sourceForms["other"] ?? sourceForms[""] else { continue }
            let placeholders = placeholders(in: unit.value)
            let expected = Self.placeholders(in: model.value)
            if placeholders != expected {
                problems.append("\(name)placeholders \(placeholders) differ from \(sourceLanguage)'s \(expected)")
            }
        }
        return problems
    }

    /// The placeholders of `text` as numbered ones, in order of their number (`%@ %lld` gives
    /// `%1$@`, `%2$lld`), so that a translation may number and reorder them.
    static func placeholders(in text: String) -> [String] {
        TextPattern(text).pieces.compactMap { piece -> (Int, String)? in
            guard case .argument(let index, let placeholder) = piece else { return nil }
            let specifier = placeholder.drop { $0 == "%" || $0.isNumber || $0 == "$" }
            return (index, "%\(index + 1)$\(specifier)")
        }
        .sorted { $0 < $1 }
        .map(\.1)
    }
}

extension CatalogFile.Localization {
    /// Whether the text varies with a count.
    var isPlural: Bool { variations?.plural != nil }

    /// The texts by plural category, or the one text under the empty name.
    var forms: [String: CatalogFile.StringUnit] {
        if let plural = variations?.plural { return plural.mapValues(\.stringUnit) }
        return stringUnit.map { ["": $0] } ?? [:]
    }
}
