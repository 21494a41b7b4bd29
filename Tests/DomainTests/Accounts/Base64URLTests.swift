import Domain
import Foundation
import Testing

@Suite struct Base64URLTests {
    /// RFC 4648 §10's test vectors, without their padding.
    @Test(arguments: [
        ("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy"),
    ])
    func theStandardsVectors_encodeWithoutPadding_andDecodeBack(text: String, encoded: String) {
        #expect(Base64URL.encode(Array(text.utf8)) == encoded)
        #expect(Base64URL.decode(encoded) == Data(text.utf8))
    }

    @Test func theTwoLastDigits_areMinusAndUnderscore_notPlusAndSlash() {
        #expect(Base64URL.encode([0xFB, 0xFF, 0xBF]) == "-_-_")
        #expect(Base64URL.encode([0xFF]) == "_w")
        #expect(Base64URL.decode("-_-_") == Data([0xFB, 0xFF, 0xBF]))
    }

    @Test func everyLength_andEveryByte_encodeAsFoundationsBase64_madeURLSafe() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...70 {
            let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            let reference = Data(bytes).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            #expect(Base64URL.encode(bytes) == reference)
            #expect(Base64URL.decode(reference) == Data(bytes))
        }
        let everyByte = (0...255).map(UInt8.init)
        #expect(Base64URL.decode(Base64URL.encode(everyByte)) == Data(everyByte))
    }

    @Test(arguments: ["Zm9vYg==", "Zm9vYg=", "Zm9v+/8", "Zm9v-_8"])
    func paddingAndStandardDigits_areRead(text: String) {
        #expect(Base64URL.decode(text) != nil)
        #expect(Base64URL.decode("Zm9v+/8") == Base64URL.decode("Zm9v-_8"))
        #expect(Base64URL.decode("Zm9vYg==") == Data("foob".utf8))
    }

    @Test(arguments: ["Zm9v YmFy", "Zm9v\nYmFy", "Zm9v.YmFy", "Zm9vé", "Z", "Zm9vY", "Zm=9v"])
    func anythingElse_isNotBase64URL(text: String) {
        #expect(Base64URL.decode(text) == nil)
    }
}
