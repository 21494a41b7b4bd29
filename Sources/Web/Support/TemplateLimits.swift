import Domain
import Entities
import Templating

/// The limits of every form field, taken from the rules that check them (`Entities`, and the
/// search query's in `Domain`), as the attributes templates write into the field:
/// `{{{limits.reminderTitle}}}` is `maxlength="100" required`. A template states no limit of
/// its own, so the browser stops typing exactly where the rule would refuse. Written into the
/// compiled templates once at start-up, like the string catalog (public for benchmarks that
/// render the templates apart from the routes).
public enum TemplateLimits {
    public static let tree: TemplateValue = .object(TemplateObject([
        ("listName", attributes(ReminderListDraft.nameRule.length)),
        ("reminderTitle", attributes(ReminderDetails.titleRule.length)),
        ("reminderNotes", attributes(ReminderDetails.notesRule.length)),
        ("reminderLink", attributes(0...WebLink.maximumLength)),
        ("displayName", attributes(AccountDraft.displayNameRule.length)),
        ("email", attributes(1...EmailRule.maximumLength)),
        ("newPassword", attributes(PasswordRule.length, statesMinimum: true)),
        ("password", attributes(1...PasswordRule.length.upperBound)),
        ("searchQuery", attributes(SearchRemindersInteractor.queryRule.length)),
        ("feedbackMessage", attributes(FeedbackDraft.messageRule.length)),
    ]))

    /// `maxlength`, `required` when the rule needs at least one character, and with
    /// `statesMinimum` the `minlength` too (for a new password; titles leave the minimum to the
    /// rule's message, which says more than the browser's).
    private static func attributes(_ length: ClosedRange<Int>, statesMinimum: Bool = false) -> TemplateValue {
        var text = statesMinimum ? "minlength=\"\(length.lowerBound)\" " : ""
        text += "maxlength=\"\(length.upperBound)\""
        if length.lowerBound > 0 { text += " required" }
        return .string(text)
    }
}
