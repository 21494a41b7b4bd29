import Entities
import Mocks
import Presentation
import Testing

/// The one rule of which language a page speaks (issue 28 item 7).
struct StringCatalogsTests {
    private let catalogs: StringCatalogs

    init() throws {
        catalogs = StringCatalogs(try StringCatalog.bundledInEveryLanguage())
    }

    @Test(arguments: [
        ([], "en"), (["de"], "de"), (["de-at", "en"], "de"), (["fr", "de", "en"], "de"), (["en-gb", "de"], "en"),
        (["fr-ca", "ja"], "en"), (["zh-hant-tw"], "en"),
    ])
    func aBrowser_getsTheFirstLanguageItAcceptsThatTheAppHas(accepted: [String], expected: String) {
        #expect(catalogs.negotiated(accepted) == expected)
        #expect(catalogs.language(of: nil, accepting: accepted) == expected)
    }

    @Test func aSignedInPerson_getsTheirSetting_whateverTheBrowserAccepts() {
        #expect(catalogs.language(of: .fixture(settings: UserSettings(language: "de")), accepting: ["en"]) == "de")
        #expect(catalogs.language(of: .fixture(settings: UserSettings(language: "en")), accepting: ["de"]) == "en")
    }

    @Test func aLanguageTheAppNoLongerHas_isTheDefault() {
        #expect(catalogs.standard.language == "en")
        #expect(catalogs.catalog(for: "de").language == "de")
        #expect(catalogs.catalog(for: "tlh").language == "en")
        #expect(catalogs.language(of: .fixture(settings: UserSettings(language: "tlh")), accepting: ["de"]) == "en")
    }
}
