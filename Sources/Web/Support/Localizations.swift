import Foundation
import Presentation
import Templating

/// The app in one language: its catalog, and the templates compiled with its strings.
struct Localization: Sendable {
    let catalog: StringCatalog
    let templates: TemplateLibrary

    /// The language's code (`en`, `de`), as settings store it and `lang` writes it.
    var language: String { catalog.language }
}

/// The app in every language its catalog has, the first the default: the language of a person
/// who chose one the app no longer has, and of a browser that asks for none it has.
///
/// Compiling the templates is the costly part of starting the web front, so it is done once
/// and shared: the pages (`WebApp`) and the mail (`MailComposer`) render with the same value.
public struct Localizations: Sendable {
    let all: [Localization]
    /// The catalogs alone, and the rule of which one a page speaks (`StringCatalogs`).
    let catalogs: StringCatalogs

    /// The templates under `templatesFolder` compiled for each of `catalogs` (at least one, the
    /// first the default), each with that language's strings, the fields' limits and the fixed
    /// places' paths written in (`WebApp.templateOptions`).
    public init(catalogs: [StringCatalog], templatesFolder: String, options: TemplateLibrary.Options = TemplateLibrary.Options()) throws {
        try self.init(catalogs: catalogs) { catalog in
            try TemplateLibrary(directory: URL(fileURLWithPath: templatesFolder), options: WebApp.templateOptions(options, catalog: catalog))
        }
    }

    /// The app in each of `catalogs` (at least one), the first the default; each language's
    /// templates compiled once, with its strings written in.
    init(catalogs: [StringCatalog], compile: (StringCatalog) throws -> TemplateLibrary) throws {
        self.catalogs = StringCatalogs(catalogs)
        all = try catalogs.map { Localization(catalog: $0, templates: try compile($0)) }
    }

    /// The default language's.
    var standard: Localization { all[0] }

    /// The codes of every language, the default first.
    var languages: [String] { all.map(\.language) }

    /// The app in `language`, or in the default language when it has not that one.
    func localization(for language: String) -> Localization {
        all.first { $0.language == language } ?? standard
    }
}
