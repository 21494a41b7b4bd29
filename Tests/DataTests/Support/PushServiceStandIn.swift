import Crypto
@testable import Data
import Domain
import Foundation
import HTTPServer
import Synchronization

/// A push service standing in for Mozilla's or Google's, on a `LocalEndpoint`: it holds the
/// browser's side of one subscription (its key pair and secret), and for each message checks the
/// VAPID header (the token verifies with its `k`, for this origin, not expired), decrypts the body
/// as the browser would, and answers `status` — `401` when the VAPID header fails, `400` when the
/// body cannot be decrypted.
final class PushServiceStandIn: Sendable {
    /// The browser's key pair.
    let browserKey = P256.KeyAgreement.PrivateKey()
    /// The browser's authentication secret.
    let auth = WebPushEncryption.randomSalt()
    private let received = Mutex<[Delivery]>([])

    /// What arrived: the request's headers, the VAPID token and the decrypted message.
    struct Delivery {
        var headers: HTTPHeaders
        var token: VAPIDToken
        var message: PushMessage
    }

    /// The messages that arrived, verified and decrypted, oldest first.
    var deliveries: [Delivery] { received.withLock { $0 } }

    /// The subscription of the browser this stand-in holds, at `endpoint`.
    func subscription(at endpoint: URL) -> PushSubscription {
        PushSubscription(
            id: 1, userID: 1, endpoint: endpoint.absoluteString, p256dh: browserKey.publicKey.x963Representation, auth: auth,
            deviceName: "Firefox on Linux", createdAt: Date()
        )
    }

    /// Checks and decrypts `request`, then answers `status`.
    func answer(_ request: HTTPRequest, status: HTTPStatus, port: Int) -> HTTPResponse {
        guard let authorization = request.headers["Authorization"], let token = VAPIDToken(authorization: authorization), token.verifies,
            token.claims.aud == "http://127.0.0.1:\(port)", token.claims.exp > Int(Date().timeIntervalSince1970)
        else { return HTTPResponse(status: .unauthorized) }
        guard request.headers["Content-Encoding"] == "aes128gcm",
            let plaintext = try? WebPushEncryption.decrypt(Data(request.body), privateKey: browserKey, authSecret: auth),
            let message = try? JSONDecoder().decode(PushMessage.self, from: plaintext)
        else { return HTTPResponse(status: .badRequest) }
        received.withLock { $0.append(Delivery(headers: request.headers, token: token, message: message)) }
        return HTTPResponse(status: status)
    }
}
