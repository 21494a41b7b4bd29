import Domain
import HTMLTestKit
import HTTPServer
import Presentation
import Web

/// Checks that every form a page posts sends what the app understands: submitted as a browser
/// would with each of its submit buttons pressed in turn (a row's buttons each name their own
/// action), its fields decode, through `Route.action(posted:)` as the app decodes them, into an
/// action of the screen at the place the form posts to.
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
                    if form.enctype.lowercased() == "multipart/form-data" {
                        try decode(uploading: form.multipartSubmission(pressing: button), postedTo: target)
                    } else {
                        try decode(submission, postedTo: target)
                    }
                    return nil
                } catch {
                    return "the form posting “\(submission)” to \(target) does not decode: \(error)"
                }
            }
        }
    }

    private struct UnknownTarget: Error, CustomStringConvertible {
        let target: String
        var description: String { "no place of the route table takes posts to \(target)" }
    }

    /// Decodes a file upload (no file chosen) with the decoder the app uses at `target`'s place.
    private static func decode(uploading parts: [MultipartEncoding.Part], postedTo target: String) throws {
        guard let route = Route(target: target) else { throw UnknownTarget(target: target) }
        let boundary = MultipartEncoding.makeBoundary()
        let form = try MultipartForm(contentType: MultipartEncoding.contentType(boundary: boundary), body: MultipartEncoding.body(parts, boundary: boundary))
        _ = try route.action(uploaded: form)
    }

    /// Decodes a urlencoded submission with the decoder the app uses at `target`'s place.
    private static func decode(_ submission: String, postedTo target: String) throws {
        guard let route = Route(target: target) else { throw UnknownTarget(target: target) }
        _ = try route.action(posted: try URLEncodedForm(decoding: Array(submission.utf8)))
    }
}
