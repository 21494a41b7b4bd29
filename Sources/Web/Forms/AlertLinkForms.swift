import HTTPServer
import Presentation

/// The forms of the pages that alerts' and the summary's links open, decoded into their actions
/// (the token is the address's).
public enum AlertLinkForms {
    /// The field and value of a one-click unsubscribe (RFC 8058), which mail clients post
    /// without a form token.
    static let oneClickField = "List-Unsubscribe"
    static let oneClickValue = "One-Click"

    /// The action a form posted to the Mark done page asks for; anything but `markDone` is a `400`.
    static func markDoneAction(from fields: FormFields, token: String) throws(HTTPError) -> MarkDoneViewModel.Action {
        switch try fields.action() {
        case "markDone": return .confirmTapped(token: token)
        case let other: throw .badRequest("unknown action “\(other)”")
        }
    }

    /// The action a post to the stop page asks for: its form's `stopSummary`, or a mail
    /// client's one-click unsubscribe; anything else is a `400`.
    static func stopSummaryAction(from fields: FormFields, token: String) throws(HTTPError) -> StopSummaryViewModel.Action {
        if isOneClick(fields.form) { return .oneClickUnsubscribed(token: token) }
        switch try fields.action() {
        case "stopSummary": return .stopTapped(token: token)
        case let other: throw .badRequest("unknown action “\(other)”")
        }
    }

    /// Whether a posted form is exactly a one-click unsubscribe: `List-Unsubscribe=One-Click`
    /// and no `action`.
    static func isOneClick(_ form: URLEncodedForm?) -> Bool {
        guard let form else { return false }
        return form[oneClickField] == oneClickValue && form["action"] == nil
    }

    /// Whether a posted `multipart/form-data` body is exactly a one-click unsubscribe, the form
    /// RFC 8058 asks mail providers to post it in first.
    static func isOneClick(_ upload: MultipartForm?) -> Bool {
        guard let upload else { return false }
        return upload[oneClickField] == oneClickValue && upload["action"] == nil
    }
}
