import Domain
import Testing

@Suite struct SearchKeyTests {
    @Test(arguments: [
        ("Käse", "kase"), ("KÄSE", "kase"), ("Ka\u{308}se", "kase"), ("École", "ecole"), ("ÇA VA", "ca va"),
        ("Mañana", "manana"), ("Smørrebrød", "smorrebrod"), ("Straße", "strasse"), ("STRAẞE", "strasse"),
        ("Łódź", "lodz"), ("Œuvre", "oeuvre"), ("Encyclopædia", "encyclopaedia"), ("Đurđevac", "durdevac"),
        ("Þór", "thor"), ("İstanbul", "istanbul"), ("ıspanak", "ispanak"), ("Αθήνα", "αθηνα"), ("Москва́", "москва"),
    ])
    func aKey_isTheTextLowercased_withoutAccents(text: String, key: String) {
        #expect(SearchKey.of(text) == key)
    }

    @Test(arguments: ["Buy milk 50% off", "", "\"quoted\" text", "東京タワー", "🛒 shop"])
    func textWithoutCaseOrAccents_isItsOwnKey(text: String) {
        #expect(SearchKey.of(text) == text.lowercased())
    }

    @Test func aQuery_findsTheTextWhoseKeyHoldsItsKey_withOrWithoutTheAccents() {
        let text = SearchKey.of("Käse und Brötchen kaufen")

        for query in ["kase", "Käse", "BROTCHEN", "brötchen", "se und br"] {
            #expect(text.contains(SearchKey.of(query)), "\(query)")
        }
        #expect(!text.contains(SearchKey.of("kaese")))
    }
}
