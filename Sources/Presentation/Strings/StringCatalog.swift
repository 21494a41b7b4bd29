import Foundation

/// The user-facing text of the app, read from an Apple `.xcstrings` string catalog.
public struct StringCatalog: Sendable {
    /// The language the keys were written in (`en`), which a key missing in `language` falls back to.
    public let sourceLanguage: String
    /// The language the catalog was read in (`en`, `de`): its texts, day and month names and
    /// plural rule; what a page gives as its `lang`.
    public let language: String
    /// Every key's text in `language` (in the source language where `language` lacks it).
    private let values: [String: Value]
    /// The texts with a placeholder, read into patterns once: a page fills some of them for
    /// each of its rows, and reading the text again each time cost a list page about 115,000
    /// instructions.
    private let patterns: [String: TextPattern]
    /// How `language` picks a count's plural form.
    private let pluralRule: PluralRule
    /// The day formats, read from the catalog once rather than on every page.
    let dateFormats: DateFormats
    /// The texts of reminder rows, read once (see `RowTexts`).
    private(set) var rowTexts = RowTexts.placeholder

    /// A key's text, or its plural forms by category (`zero`, `one`, `other`).
    enum Value: Sendable, Equatable {
        case text(String)
        case plural([String: String])
    }

    /// Reads a catalog from its JSON.
    /// - Parameters:
    ///   - data: the `.xcstrings` file's contents.
    ///   - language: the language to read, one of `languages(in: data)`; the catalog's source
    ///     language by default.
    /// - Throws: `StringCatalogError.malformed` for a file that is not a catalog,
    ///   `.unknownLanguage` for a language no key has.
    public init(data: Data, language: String? = nil) throws {
        let file = try Self.decode(data)
        let language = language ?? file.sourceLanguage
        guard file.languages.contains(language) else { throw StringCatalogError.unknownLanguage(language) }
        sourceLanguage = file.sourceLanguage
        self.language = language
        // A language without a rule here yet counts like English; CatalogFile.problems() names it.
        pluralRule = PluralRule.of(language) ?? .oneIsSingular
        let values = file.strings.reduce(into: [String: Value]()) { values, entry in
            values[entry.key] = entry.value.value(in: language, fallback: file.sourceLanguage, key: entry.key)
        }
        self.values = values
        patterns = values.compactMapValues { value in
            guard case .text(let text) = value, text.utf8.contains(UInt8(ascii: "%")) else { return nil }
            return TextPattern(text)
        }
        dateFormats = DateFormats { key in StringCatalog.unformatted(key.rawValue, in: values) ?? StringCatalog.missing(key.rawValue) }
        rowTexts = RowTexts(strings: self)
    }

    /// Every language the catalog in `data` has, its source language first (`["en", "de"]`).
    public static func languages(in data: Data) throws -> [String] {
        try decode(data).languages
    }

    /// The catalog shipped with the app, `Resources/Localizable.xcstrings`, in `language`
    /// (one of `bundledLanguages()`); in its source language by default.
    public static func bundled(language: String? = nil) throws -> StringCatalog {
        try StringCatalog(data: bundledData(), language: language)
    }

    /// Every language of the catalog shipped with the app, its source language first.
    public static func bundledLanguages() throws -> [String] {
        try languages(in: bundledData())
    }

    /// The contents of the catalog shipped with the app.
    static func bundledData() throws -> Data {
        guard let url = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings") else {
            throw StringCatalogError.missingResource("Localizable.xcstrings")
        }
        return try Data(contentsOf: url)
    }

    /// The file in `data`, or `StringCatalogError.malformed`.
    static func decode(_ data: Data) throws -> CatalogFile {
        do {
            return try JSONDecoder().decode(CatalogFile.self, from: data)
        } catch {
            throw StringCatalogError.malformed(String(describing: error))
        }
    }

    /// Every key with its text (a plural key with its `other` form), for static labels in templates.
    public var entries: [String: String] {
        values.mapValues {
            switch $0 {
            case .text(let text): text
            case .plural(let forms): forms["other"] ?? forms.values.first ?? ""
            }
        }
    }

    /// Whether the catalog has `key`.
    public func contains(_ key: String) -> Bool { values[key] != nil }

    /// The keys of `keys` the catalog lacks, in their order; for tests.
    public func missingKeys(_ keys: some Sequence<String>) -> [String] {
        keys.filter { !contains($0) }
    }

    /// The text of `key` with `arguments` put in its `%@`, `%lld` (or `%1$@`…) placeholders;
    /// a missing key comes back visibly as `⟦key⟧`.
    public func string(_ key: String, _ arguments: any CustomStringConvertible...) -> String {
        text(key, arguments)
    }

    /// The form of `key` for `count` (`zero` when given and count is 0, else the category the
    /// language's plural rule gives: in English and German `one` for 1, else `other`), with
    /// `count` as the first argument, then `arguments`.
    public func plural(_ key: String, count: Int, _ arguments: any CustomStringConvertible...) -> String {
        pluralForm(key, count: count, arguments)
    }

    func text(_ key: String, _ arguments: [any CustomStringConvertible]) -> String {
        if let pattern = patterns[key] { return pattern.filled(arguments) }
        return unformatted(key).map { StringCatalog.format($0, arguments) } ?? StringCatalog.missing(key)
    }

    /// The text of `key` as a pattern to fill many times (a page's rows each fill it).
    func pattern(_ key: String) -> TextPattern {
        patterns[key] ?? TextPattern(unformatted(key) ?? StringCatalog.missing(key))
    }

    /// A key's text (a plural key's `other` form) before its placeholders are filled; nil when missing.
    private func unformatted(_ key: String) -> String? {
        Self.unformatted(key, in: values)
    }

    private static func unformatted(_ key: String, in values: [String: Value]) -> String? {
        switch values[key] {
        case .text(let text): text
        case .plural(let forms): forms["other"] ?? ""
        case nil: nil
        }
    }

    func pluralForm(_ key: String, count: Int, _ arguments: [any CustomStringConvertible]) -> String {
        switch values[key] {
        case .plural(let forms):
            let category = count == 0 && forms["zero"] != nil ? "zero" : pluralRule.category(count)
            return StringCatalog.format(forms[category] ?? forms["other"] ?? "", [count] + arguments)
        case .text(let text): return StringCatalog.format(text, [count] + arguments)
        case nil: return StringCatalog.missing(key)
        }
    }

    static func missing(_ key: String) -> String { "⟦\(key)⟧" }

    /// How many arguments `key`'s text takes (a plural key's `other` form, its count included);
    /// nil when the catalog lacks the key.
    func placeholderCount(of key: String) -> Int? {
        guard let text = unformatted(key) else { return nil }
        let indices = TextPattern(text).pieces.compactMap { piece -> Int? in
            if case .argument(let index, _) = piece { index } else { nil }
        }
        return indices.max().map { $0 + 1 } ?? 0
    }

    /// Whether `key` has plural forms.
    func isPlural(_ key: String) -> Bool {
        if case .plural = values[key] { true } else { false }
    }
}

/// Why a string catalog could not be read.
public enum StringCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bundled file is not in the bundle.
    case missingResource(String)
    /// The file is not a string catalog.
    case malformed(String)
    /// No key of the catalog has this language.
    case unknownLanguage(String)

    /// A readable description.
    public var description: String {
        switch self {
        case .missingResource(let name): "string catalog \(name) is missing from the bundle"
        case .malformed(let reason): "string catalog is malformed: \(reason)"
        case .unknownLanguage(let language): "string catalog has no language \(language)"
        }
    }
}
