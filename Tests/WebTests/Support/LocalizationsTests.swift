import Foundation
import Presentation
import Templating
@testable import Web
import Testing

struct LocalizationsTests {
    private func localizations() throws -> Localizations {
        try Localizations(catalogs: StringCatalog.bundledInEveryLanguage()) { _ in
            try TemplateLibrary(templates: ["page": "{{t}}"], options: TemplateLibrary.Options())
        }
    }

    @Test func theApp_speaksEveryLanguageOfItsCatalog_EnglishFirst() throws {
        #expect(try localizations().languages == ["en", "de"])
    }

    @Test func aLanguageTheAppNoLongerHas_isTheDefault() throws {
        let localizations = try localizations()
        #expect(localizations.localization(for: "de").language == "de")
        #expect(localizations.localization(for: "tlh").language == "en")
        #expect(localizations.localization(for: "").language == "en")
    }
}
