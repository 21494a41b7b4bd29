import Foundation

extension StringCatalog {
    /// The bundled catalog in each of its languages, its source language first: what the app
    /// speaks.
    public static func bundledInEveryLanguage() throws -> [StringCatalog] {
        let data = try bundledData()
        return try languages(in: data).map { try StringCatalog(data: data, language: $0) }
    }
}
