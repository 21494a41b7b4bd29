import Domain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Delivers push messages as RFC 8030 asks: each `PushMessage`'s JSON encrypted for its
/// subscription (`WebPushEncryption`), posted to the subscription's endpoint with the server's
/// VAPID identification (`VAPIDKeys`), and the push service's answer read as a `DeliveryFailure`.
public struct WebPushTransport: PushTransport {
    /// How long a push service keeps a message for a browser that is offline: a day, after
    /// which an alert is stale anyway.
    public static let timeToLive = 24 * 60 * 60
    /// Ten seconds: a push service answers in well under a second.
    public static let defaultTimeout: TimeInterval = 10

    private let keys: VAPIDKeys
    private let subject: String
    private let session: any NetworkSession
    private let timeout: TimeInterval
    private let now: @Sendable () -> Date

    /// A transport signing with `keys`, naming `subject` (`mailto:…` or `https://…`) as the
    /// operator, posting through `session`.
    public init(
        keys: VAPIDKeys, subject: String, session: any NetworkSession, timeout: TimeInterval = defaultTimeout,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.keys = keys
        self.subject = subject
        self.session = session
        self.timeout = timeout
        self.now = now
    }

    /// A transport posting through a `URLSession` of its own — no cookies, no cache — giving up
    /// on an answer after `timeout` seconds.
    public init(keys: VAPIDKeys, subject: String, timeout: TimeInterval = defaultTimeout) {
        let configuration = URLSessionConfiguration.ephemeral
        // On Linux the session's timeout replaces the request's (swift-corelibs-foundation).
        configuration.timeoutIntervalForRequest = timeout
        self.init(keys: keys, subject: subject, session: URLSession(configuration: configuration), timeout: timeout)
    }

    /// Posts `message` to `subscription`'s push service: a 200, 201 or 202 is sent; a 404 or 410
    /// `subscriptionGone`; a 408, 429, 5xx, a timeout or no connection `temporary`; a refused
    /// destination, an answer too large (`OutboundRequestError.isPermanent`) and any other
    /// answer (a redirect among them: none is followed) `permanent`.
    public func send(_ message: PushMessage, to subscription: PushSubscription) async throws(DeliveryFailure) {
        let post = try request(for: message, to: subscription)
        let (body, response): (Data, URLResponse)
        do {
            (body, response) = try await session.data(for: post)
        } catch let error as OutboundRequestError where error.isPermanent {
            throw .permanent("the push service cannot be used: \(error)")
        } catch {
            throw .temporary("the push service could not be reached: \(error)")
        }
        guard let response = response as? HTTPURLResponse else { throw .temporary("the push service's answer is not HTTP") }
        switch response.statusCode {
        case 200, 201, 202: return
        case 404, 410: throw .subscriptionGone
        case 408, 429, 500..<600: throw .temporary("the push service answered \(response.statusCode)")
        default:
            let reason = String(decoding: body.prefix(200), as: UTF8.self)
            throw .permanent("the push service answered \(response.statusCode)\(reason.isEmpty ? "" : ": \(reason)")")
        }
    }

    /// The POST of `message`, encrypted for `subscription`, with the headers RFC 8030 and 8292 ask for.
    func request(for message: PushMessage, to subscription: PushSubscription) throws(DeliveryFailure) -> URLRequest {
        guard let endpoint = URL(string: subscription.endpoint) else { throw .permanent("the endpoint is not a URL") }
        let body: Data
        do {
            body = try WebPushEncryption.encrypt(
                Self.payload(message), userAgentPublicKey: subscription.p256dh, authSecret: subscription.auth
            )
        } catch {
            throw .permanent(error.description)
        }
        var request = URLRequest(url: endpoint, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        request.setValue("aes128gcm", forHTTPHeaderField: "Content-Encoding")
        request.setValue(String(Self.timeToLive), forHTTPHeaderField: "TTL")
        // Every push is an alert the person asked for at that minute.
        request.setValue("high", forHTTPHeaderField: "Urgency")
        if let topic = Self.topic(message.tag) { request.setValue(topic, forHTTPHeaderField: "Topic") }
        request.setValue(try keys.authorization(for: endpoint, subject: subject, now: now()), forHTTPHeaderField: "Authorization")
        return request
    }

    /// `message` as JSON, its body cut (by whole characters, with an ellipsis) when the whole
    /// would not fit in one push message.
    static func payload(_ message: PushMessage) -> Data {
        var message = message
        var json = encoded(message)
        while json.count > WebPushEncryption.maximumPlaintextCount, !message.body.isEmpty {
            let excess = json.count - WebPushEncryption.maximumPlaintextCount
            // At least one character less each round; a character is at most 4 bytes of UTF-8
            // (more as JSON escapes, which the next round catches).
            let cut = max(1, excess / 4)
            message.body = String(message.body.dropLast(cut + (message.body.hasSuffix("…") ? 1 : 0))) + "…"
            json = encoded(message)
        }
        return json
    }

    /// A tag usable as a `Topic` (at most 32 characters of the base64url alphabet); nil otherwise.
    static func topic(_ tag: String?) -> String? {
        guard let tag, (1...32).contains(tag.utf8.count),
            tag.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") })
        else { return nil }
        return tag
    }

    private static func encoded(_ message: PushMessage) -> Data {
        // Strings only: encoding them cannot fail.
        try! encoder.encode(message)
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
