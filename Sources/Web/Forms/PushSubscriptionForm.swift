import Domain
import Foundation
import HTTPServer
import Presentation

/// The subscription `push.js` posts (`action=subscribePush`): what `PushSubscription.toJSON()`
/// gives in the browser — `endpoint`, and the keys `p256dh` and `auth` in base64url. A field
/// missing, too long, not base64url or of the wrong size is a `400`: no browser sends that.
/// Whether the endpoint and key may be used (`https://`, a point of P-256) is the domain's to
/// say, answered `422` beside the devices.
enum PushSubscriptionForm {
    /// The decoded action.
    static func action(from fields: FormFields) throws(HTTPError) -> SettingsViewModel.Action {
        let endpoint = try fields.string("endpoint")
        guard !endpoint.isEmpty else { throw .badRequest("field “endpoint” is empty") }
        guard endpoint.utf8.count <= PushPolicy.maximumEndpointLength else {
            throw .badRequest("field “endpoint” is longer than \(PushPolicy.maximumEndpointLength) bytes")
        }
        guard endpoint.hasPrefix("https://") || endpoint.hasPrefix("http://") else {
            throw .badRequest("field “endpoint” must be an https:// address")
        }
        return .pushSubscriptionPosted(endpoint: endpoint, p256dh: try key(fields, "p256dh", count: 65), auth: try key(fields, "auth", count: 16))
    }

    /// Field `name` decoded from base64url, `count` bytes long.
    private static func key(_ fields: FormFields, _ name: String, count: Int) throws(HTTPError) -> Data {
        let text = try fields.string(name)
        guard text.count <= 200, let bytes = Base64URL.decode(text) else { throw .badRequest("field “\(name)” must be base64url") }
        guard bytes.count == count else { throw .badRequest("field “\(name)” must be \(count) bytes, not \(bytes.count)") }
        return bytes
    }
}
