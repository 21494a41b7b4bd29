import Crypto
import Domain
import Foundation

/// The server's identity towards push services (VAPID, RFC 8292): one P-256 key pair for the
/// server's life. Browsers subscribe with its public key (`applicationServerKey`), and a push
/// service takes a message for their subscription only when it is signed with the private one.
public struct VAPIDKeys: Sendable {
    /// The signing key.
    let privateKey: P256.Signing.PrivateKey

    /// The pair of `privateKey`.
    public init(privateKey: P256.Signing.PrivateKey) {
        self.privateKey = privateKey
    }

    /// The pair made from the server's secret `vapid` in `database` (made by the first process
    /// that asks): every process on the database, and every restart, signs with the same key,
    /// so that the browsers' subscriptions keep working.
    /// - Throws: `RepositoryError` when the secret cannot be read or made, `unavailable` too in
    ///   the near-impossible case that 32 random bytes are not a P-256 scalar.
    public static func kept(in database: AppDatabase) async throws(RepositoryError) -> VAPIDKeys {
        let secret = try await database.serverSecret(named: "vapid")
        do {
            return VAPIDKeys(privateKey: try P256.Signing.PrivateKey(rawRepresentation: secret))
        } catch {
            throw .unavailable("the server's VAPID secret is not a P-256 key: \(error)")
        }
    }

    /// The public key, uncompressed (65 bytes), in base64url: the `applicationServerKey` a
    /// browser subscribes with, and the `k` of the `Authorization` header.
    public var publicKeyBase64URL: String {
        Base64URL.encode(privateKey.publicKey.x963Representation)
    }

    /// The `Authorization` header for a message posted to `endpoint`:
    /// `vapid t=<JWT signed ES256>, k=<public key>`, its claims the endpoint's origin (`aud`),
    /// an expiry 12 hours after `now` (`exp`; RFC 8292 allows at most 24), and `subject` (`sub`,
    /// a `mailto:` or `https:` address the push service can reach the operator at).
    public func authorization(for endpoint: URL, subject: String, now: Date) throws(DeliveryFailure) -> String {
        guard let scheme = endpoint.scheme, let host = endpoint.host else { throw .permanent("the endpoint \(endpoint) has no origin") }
        let audience = "\(scheme)://\(host)" + (endpoint.port.map { ":\($0)" } ?? "")
        let claims = VAPIDClaims(aud: audience, exp: Int(now.timeIntervalSince1970) + Self.lifetime, sub: subject)
        // Strings and an integer only: encoding them cannot fail.
        let signingInput = Self.header + "." + Base64URL.encode(try! Self.encoder.encode(claims))
        do {
            let signature = try privateKey.signature(for: Data(signingInput.utf8))
            return "vapid t=\(signingInput).\(Base64URL.encode(signature.rawRepresentation)), k=\(publicKeyBase64URL)"
        } catch {
            throw .temporary("cannot sign the VAPID token: \(error)")
        }
    }

    /// 12 hours: well inside the 24 RFC 8292 allows, and long past any one delivery.
    static let lifetime = 12 * 60 * 60

    /// `{"typ":"JWT","alg":"ES256"}` in base64url.
    static let header = Base64URL.encode(Data(#"{"typ":"JWT","alg":"ES256"}"#.utf8))

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

/// The claims of a VAPID token (RFC 8292 section 2).
struct VAPIDClaims: Codable, Equatable {
    /// The push service's origin.
    var aud: String
    /// When the token expires, in seconds since 1970.
    var exp: Int
    /// How the push service reaches the operator.
    var sub: String
}
