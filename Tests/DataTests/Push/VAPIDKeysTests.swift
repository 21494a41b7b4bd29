import Crypto
@testable import Data
import Domain
import Foundation
import Testing

/// The server's VAPID identification (RFC 8292): one key per database, a token that verifies.
struct VAPIDKeysTests {
    @Test func theAuthorization_isAnES256TokenForTheEndpointsOrigin_verifiedByItsKey() throws {
        let keys = VAPIDKeys(privateKey: P256.Signing.PrivateKey())
        let now = Date(timeIntervalSince1970: 1_800_000_000)

        let header = try keys.authorization(for: #require(URL(string: "https://push.example:8443/wpush/v2/abc?x=1")), subject: "mailto:ops@example.com", now: now)

        let token = try #require(VAPIDToken(authorization: header))
        #expect(token.key == keys.publicKeyBase64URL)
        #expect(token.header == #"{"typ":"JWT","alg":"ES256"}"#)
        #expect(token.claims == VAPIDClaims(aud: "https://push.example:8443", exp: 1_800_000_000 + 12 * 3600, sub: "mailto:ops@example.com"))
        #expect(token.verifies)
    }

    @Test func aTokenSignedByAnotherKey_doesNotVerify() throws {
        let header = try VAPIDKeys(privateKey: P256.Signing.PrivateKey())
            .authorization(for: #require(URL(string: "https://push.example/x")), subject: "https://reminders.example", now: Date())
        let other = VAPIDKeys(privateKey: P256.Signing.PrivateKey()).publicKeyBase64URL
        let forged = header.replacing(#/k=.*$/#, with: "k=\(other)")

        #expect(try #require(VAPIDToken(authorization: forged)).verifies == false)
    }

    @Test func theKey_isKeptInTheDatabase_theSameForEveryProcessAndRestart() async throws {
        try await TestDatabase.with { test in
            let first = try await VAPIDKeys.kept(in: test.database)
            let again = try await VAPIDKeys.kept(in: test.database)
            #expect(first.publicKeyBase64URL == again.publicKeyBase64URL)
            #expect(try #require(Base64URL.decode(first.publicKeyBase64URL)).count == 65)
        }
    }
}
