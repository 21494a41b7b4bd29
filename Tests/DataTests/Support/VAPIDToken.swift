import Crypto
@testable import Data
import Domain
import Foundation

/// A VAPID `Authorization` header taken apart, as a push service reads it.
struct VAPIDToken {
    /// The JWT's header, as JSON text.
    let header: String
    let claims: VAPIDClaims
    /// The `k` parameter: the server's public key in base64url.
    let key: String
    private let signingInput: String
    private let signature: Data

    /// Reads `vapid t=<JWT>, k=<key>`; nil when it is not that.
    init?(authorization: String) {
        guard authorization.hasPrefix("vapid ") else { return nil }
        var parameters: [String: String] = [:]
        for part in authorization.dropFirst(6).split(separator: ",") {
            let pair = part.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            parameters[pair[0]] = pair[1]
        }
        guard let token = parameters["t"], let key = parameters["k"] else { return nil }
        let parts = token.split(separator: ".").map(String.init)
        guard parts.count == 3, let header = Base64URL.decode(parts[0]), let claims = Base64URL.decode(parts[1]),
            let signature = Base64URL.decode(parts[2]), let decoded = try? JSONDecoder().decode(VAPIDClaims.self, from: claims)
        else { return nil }
        self.header = String(decoding: header, as: UTF8.self)
        self.claims = decoded
        self.key = key
        self.signingInput = parts[0] + "." + parts[1]
        self.signature = signature
    }

    /// Whether the signature verifies with the key `k` (ES256).
    var verifies: Bool {
        guard let keyBytes = Base64URL.decode(key), let publicKey = try? P256.Signing.PublicKey(x963Representation: keyBytes),
            let signature = try? P256.Signing.ECDSASignature(rawRepresentation: signature)
        else { return false }
        return publicKey.isValidSignature(signature, for: Data(signingInput.utf8))
    }
}
