import Domain
import Mocks
import Testing

@Suite struct TextSealTests {
    private let seal = TextSeal(signer: FakeMessageSigner())

    @Test(arguments: ["Reminder added", "", "a.b.c", "Liste „Bücher“ gelöscht"])
    func aSealedText_opensToItself_forItsPurpose(text: String) {
        let sealed = seal.seal(text, for: .flash)
        #expect(sealed.hasPrefix(text + "."))
        #expect(seal.open(sealed, for: .flash) == text)
    }

    @Test func aSealedText_doesNotOpen_forAnotherPurpose() {
        #expect(seal.open(seal.seal("token", for: .flash), for: .formToken) == nil)
    }

    @Test func aSealedText_doesNotOpen_underAnotherSecret() {
        #expect(TextSeal(signer: FakeMessageSigner(key: 2)).open(seal.seal("token", for: .flash), for: .flash) == nil)
    }

    @Test(arguments: ["Reminder added", "Reminder added.", "Reminder added.AAAAAAAAAAAAAAAAAAAAAA", ".", ""])
    func anUnsealedOrForgedText_doesNotOpen(text: String) {
        #expect(seal.open(text, for: .flash) == nil)
    }

    @Test func aChangedText_orAChangedSignature_doesNotOpen() {
        let sealed = seal.seal("Reminder added", for: .flash)
        #expect(seal.open("Reminder deleted" + sealed.dropFirst("Reminder added".count), for: .flash) == nil)
        #expect(seal.open(String(sealed.dropLast()) + (sealed.last == "A" ? "B" : "A"), for: .flash) == nil)
        #expect(seal.open(sealed + "A", for: .flash) == nil)
    }

    @Test func aTextLongerThanACookie_doesNotOpen() {
        let long = String(repeating: "x", count: TextSeal.maximumLength)
        #expect(seal.open(seal.seal(long, for: .flash), for: .flash) == nil)
        let justFits = String(repeating: "x", count: TextSeal.maximumLength - 23)
        #expect(seal.open(seal.seal(justFits, for: .flash), for: .flash) == justFits)
    }

    @Test func formTokens_areNewEachTime_andRecognised_onlyWhenThisServerSealedThem() {
        let token = seal.makeFormToken()
        #expect(token != seal.makeFormToken())
        #expect(seal.isFormToken(token))
        #expect(!seal.isFormToken(RandomToken.make()))
        #expect(!seal.isFormToken(TextSeal(signer: FakeMessageSigner(key: 2)).makeFormToken()))
        #expect(!seal.isFormToken(seal.seal(RandomToken.make(), for: .flash)))
        #expect(!seal.isFormToken(seal.seal("short", for: .formToken)))
    }
}
