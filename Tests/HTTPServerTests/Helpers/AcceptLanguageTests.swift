import HTTPServer
import Testing

struct AcceptLanguageTests {
    private func languages(_ values: String...) -> [String] {
        var headers = HTTPHeaders()
        for value in values { headers.add(name: "Accept-Language", value: value) }
        return HTTPRequest(method: .get, target: "/", headers: headers).acceptedLanguages
    }

    @Test func noField_acceptsNoLanguage() {
        #expect(HTTPRequest(method: .get, target: "/").acceptedLanguages == [])
    }

    @Test func ranges_comeMostWantedFirst_lowercased() {
        #expect(languages("en;q=0.5, de-AT, de;q=0.9, fr;q=0.8") == ["de-at", "de", "fr", "en"])
    }

    @Test func equalQualities_keepTheOrderSent() {
        #expect(languages("fr, de, en") == ["fr", "de", "en"])
        #expect(languages("en;q=0.7, de;q=0.7") == ["en", "de"])
    }

    @Test func severalFields_readAsOneList() {
        #expect(languages("de;q=0.5", "en") == ["en", "de"])
    }

    @Test func zeroQualityStarAndMalformedRanges_areLeftOut() {
        #expect(languages("de;q=0, *, en-, 1x, x-toolongsubtag, <script>, é, , en;q=abc, fr ; q=0.3") == ["fr"])
    }

    @Test func qualitiesAboveOne_countAsOne() {
        #expect(languages("de;q=0.9, en;q=7") == ["en", "de"])
    }
}
