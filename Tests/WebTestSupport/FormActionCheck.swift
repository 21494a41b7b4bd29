import Domain
import HTMLTestKit
import HTTPServer
import Web

/// Checks that every form a page posts sends what the app understands: submitted as a browser
/// would with each of its submit buttons pressed in turn (a row's buttons each name their own
/// action), its fields decode — through Web's own decoder for the screen the form posts to — into
/// an action of that screen.
public enum FormActionCheck {
    /// What is wrong with the page's `POST` forms; empty when every one decodes.
    /// - Parameters:
    ///   - document: the page.
    ///   - url: the path (and query) the page was loaded from, where a form without `action` posts.
    public static func problems(in document: HTMLDocument, at url: String) -> [String] {
        document.forms.filter { $0.method == "POST" }.flatMap { form in
            let target = form.action.isEmpty ? String(url.split(separator: "?").first ?? "/") : form.action
            let buttons: [HTMLElement?] = form.submitButtons.isEmpty ? [nil] : form.submitButtons
            return buttons.compactMap { button -> String? in
                let submission = URLEncoding.urlencoded(form.submission(pressing: button))
                do {
                    try decode(submission, postedTo: target)
                    return nil
                } catch {
                    return "the form posting “\(submission)” to \(target) does not decode: \(error)"
                }
            }
        }
    }

    private struct UnknownTarget: Error, CustomStringConvertible {
        let target: String
        var description: String { "no screen's decoder takes posts to \(target)" }
    }

    /// Decodes a urlencoded submission with the decoder of the screen at `target`.
    private static func decode(_ submission: String, postedTo target: String) throws {
        let fields = try URLEncodedForm(decoding: Array(submission.utf8))
        let segments = target.split(separator: "/").map(String.init)
        let id = segments.count > 1 ? Int64(segments[1]) : nil
        switch (segments.first, id) {
        case (nil, _):
            _ = try ListsOverviewForm.action(from: fields)
        case ("lists", let id?) where segments.count == 2:
            _ = try ReminderListForm.action(from: fields, listID: id)
        case ("reminders", let id?) where segments.count == 3 && segments[2] == "edit":
            _ = try ReminderEditorForm.action(from: fields, id: id)
        case ("search", _) where segments.count == 1:
            _ = try SearchForm.action(from: fields)
        case ("sign-in", _) where segments.count == 1:
            _ = try SignInForm.action(from: fields)
        case ("sign-up", _) where segments.count == 1:
            _ = try SignUpForm.action(from: fields)
        case ("sign-out", _) where segments.count == 1:
            _ = AccountForm.signOutAction(from: fields)
        case ("account", _) where segments.count == 1 || (segments.count == 2 && segments[1] == "delete"):
            _ = try AccountForm.action(from: fields)
        case (let name?, _):
            guard segments.count == 1, let list = SmartList(rawValue: name) else { throw UnknownTarget(target: target) }
            _ = try SmartListForm.action(from: fields, list: list)
        }
    }
}
