import Foundation

extension StringCatalog {
    /// The bundled catalog in `language`.
    public static func bundled(language: String) throws -> StringCatalog {
        try StringCatalog(data: bundledData(), language: language)
    }

    /// The bundled catalog in each of its languages, its source language first: what the app
    /// speaks.
    public static func bundledInEveryLanguage() throws -> [StringCatalog] {
        let data = try bundledData()
        return try languages(in: data).map { try StringCatalog(data: data, language: $0) }
    }

    /// Every language of the bundled catalog, its source language first.
    public static func bundledLanguages() throws -> [String] {
        try languages(in: bundledData())
    }

    /// Every language of the catalog `data`, its source language first.
    public static func languages(in data: Data) throws -> [String] {
        let file: CatalogFile
        do { file = try JSONDecoder().decode(CatalogFile.self, from: data) } catch { throw StringCatalogError.malformed(String(describing: error)) }
        let others = Set(file.strings.values.flatMap { $0.localizations?.keys.map { $0 } ?? [] }).subtracting([file.sourceLanguage])
        return [file.sourceLanguage] + others.sorted()
    }

    private static func bundledData() throws -> Data {
        guard let url = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings") else {
            throw StringCatalogError.missingResource("Localizable.xcstrings")
        }
        return try Data(contentsOf: url)
    }
}
