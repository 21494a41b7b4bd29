import Domain
import Foundation

extension StringCatalog {
    /// The bundled catalog in each of its languages, its source language first: what the app
    /// speaks.
    public static func bundledInEveryLanguage() throws -> [StringCatalog] {
        let data = try bundledData()
        return try languages(in: data).map { try StringCatalog(data: data, language: $0) }
    }
}

extension SettingsPolicy {
    /// The policy of an app that speaks `catalogs` (its source language first): their
    /// languages, and the name a new account's first list has in each.
    public init(catalogs: [StringCatalog]) {
        self.init(
            languages: catalogs.map(\.language),
            firstListNames: Dictionary(uniqueKeysWithValues: catalogs.map { ($0.language, $0[.firstListName]) })
        )
    }
}
