import Data
import Domain
import Entities
import Foundation

extension ServeCommand {
    /// The mail system from `--sendmail` (its words: the command, then its arguments), writing
    /// mail from `--mail-from`; nil without `--sendmail`: then no mail is sent.
    func mailTransport() -> (any MailTransport)? {
        let words = sendmail.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        return SendmailTransport(arguments: words, writer: MailMessageWriter(fromAddress: mailFromAddress, fromName: "Reminders"))
    }

    /// `--mail-from`, else `reminders@` the host of `--public-url` (`localhost` without one).
    var mailFromAddress: String {
        if !mailFrom.isEmpty { return EmailRule.normalized(mailFrom) }
        let host = URL(string: publicURL)?.host ?? ""
        return "reminders@" + (host.isEmpty ? "localhost" : host)
    }

    /// The address links in mail point at: `--public-url`, else the one the server listens on
    /// (`listening`, once it knows its port).
    func mailLinkBase(listening: String) -> String {
        publicURL.isEmpty ? listening : publicURL
    }
}
