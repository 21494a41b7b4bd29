import Crypto
@testable import Data
import Domain
import Foundation
import Testing

/// RFC 8291 section 5's example, byte for byte, and our decryption of our encryption.
struct WebPushEncryptionTests {
    /// The example's values (RFC 8291, section 5 and appendix A), in base64url.
    enum Example {
        static let plaintext = "When I grow up, I want to be a watermelon"
        static let userAgentPublicKey = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
        static let userAgentPrivateKey = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"
        static let authSecret = "BTBZMqHH6r4Tts7J_aSIgg"
        static let serverPublicKey = "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8"
        static let serverPrivateKey = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"
        static let salt = "DGv6ra1nlYgDCS1FRnbzlw"
        static let body = "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
    }

    private func bytes(_ base64url: String) throws -> Data {
        try #require(Base64URL.decode(base64url))
    }

    @Test func theRFCsExample_encryptsToTheRFCsBody() throws {
        let serverKey = try P256.KeyAgreement.PrivateKey(rawRepresentation: bytes(Example.serverPrivateKey))
        #expect(Base64URL.encode(serverKey.publicKey.x963Representation) == Example.serverPublicKey)

        let body = try WebPushEncryption.encrypt(
            Data(Example.plaintext.utf8), userAgentPublicKey: bytes(Example.userAgentPublicKey), authSecret: bytes(Example.authSecret),
            ephemeralKey: serverKey, salt: bytes(Example.salt)
        )

        #expect(Base64URL.encode(body) == Example.body)
    }

    @Test func theRFCsBody_decryptsWithTheBrowsersKey_toThePlaintext() throws {
        let browserKey = try P256.KeyAgreement.PrivateKey(rawRepresentation: bytes(Example.userAgentPrivateKey))
        let plaintext = try WebPushEncryption.decrypt(bytes(Example.body), privateKey: browserKey, authSecret: bytes(Example.authSecret))
        #expect(String(decoding: plaintext, as: UTF8.self) == Example.plaintext)
    }

    @Test func ourEncryption_decryptsToWhatWasSent_withAFreshKeyAndSaltEachTime() throws {
        let browserKey = P256.KeyAgreement.PrivateKey()
        let auth = WebPushEncryption.randomSalt()
        let message = Data(#"{"title":"Pay rent","body":"Due at 09:00 – „heute“"}"#.utf8)

        let first = try WebPushEncryption.encrypt(message, userAgentPublicKey: browserKey.publicKey.x963Representation, authSecret: auth)
        let second = try WebPushEncryption.encrypt(message, userAgentPublicKey: browserKey.publicKey.x963Representation, authSecret: auth)

        #expect(try WebPushEncryption.decrypt(first, privateKey: browserKey, authSecret: auth) == message)
        #expect(first != second)
        #expect(first.count == 86 + message.count + 1 + 16)
    }

    @Test func anotherBrowsersKey_orSecret_cannotDecrypt() throws {
        let browserKey = P256.KeyAgreement.PrivateKey()
        let auth = WebPushEncryption.randomSalt()
        let body = try WebPushEncryption.encrypt(Data("secret".utf8), userAgentPublicKey: browserKey.publicKey.x963Representation, authSecret: auth)

        #expect(throws: WebPushEncryptionError.undecryptable) {
            try WebPushEncryption.decrypt(body, privateKey: P256.KeyAgreement.PrivateKey(), authSecret: auth)
        }
        #expect(throws: WebPushEncryptionError.undecryptable) {
            try WebPushEncryption.decrypt(body, privateKey: browserKey, authSecret: WebPushEncryption.randomSalt())
        }
    }

    @Test func aKeyOffTheCurve_aShortSecret_orTooLongAPlaintext_areRefused() throws {
        let browserKey = P256.KeyAgreement.PrivateKey().publicKey.x963Representation
        var offCurve = browserKey
        offCurve[64] ^= 0x01

        #expect(throws: WebPushEncryptionError.malformed("the public key is not a point of P-256")) {
            try WebPushEncryption.encrypt(Data("x".utf8), userAgentPublicKey: offCurve, authSecret: Data(count: 16))
        }
        #expect(throws: WebPushEncryptionError.malformed("the authentication secret must be 16 bytes")) {
            try WebPushEncryption.encrypt(Data("x".utf8), userAgentPublicKey: browserKey, authSecret: Data(count: 15))
        }
        #expect(throws: WebPushEncryptionError.plaintextTooLong(3994)) {
            try WebPushEncryption.encrypt(Data(count: 3994), userAgentPublicKey: browserKey, authSecret: Data(count: 16))
        }
        #expect(P256PushKeyValidator().isPublicKey(browserKey))
        #expect(!P256PushKeyValidator().isPublicKey(offCurve))
        #expect(!P256PushKeyValidator().isPublicKey(browserKey.dropLast()))
    }
}
