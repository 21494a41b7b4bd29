import Data
import Domain
import Entities
import Foundation

extension ServeCommand {
    /// The mail system from `--sendmail` (its words: the command, then its arguments), writing
    /// mail from `--mail-from`; nil without `--sendmail`: then no mail is sent.
    func mailTransport() -> (any MailTransport)? {
        let words = sendmailWords
        guard !words.isEmpty else { return nil }
        return SendmailTransport(arguments: words, writer: MailMessageWriter(fromAddress: mailFromAddress, fromName: "Reminders"))
    }

    /// `--sendmail`'s words: the command, then its arguments.
    var sendmailWords: [String] {
        sendmail.split(separator: " ").map(String.init)
    }

    /// Whether a mail command's arguments make it read the recipients from the message's
    /// headers — `-t` alone or among one-letter flags (`-ti`), or msmtp's `--read-recipients` —
    /// and so ignore (or add to) the one recipient the transport passes.
    static func readsRecipientsFromHeaders(_ words: [String]) -> Bool {
        words.dropFirst().contains { word in
            word == "--read-recipients"
                || (word.hasPrefix("-") && !word.hasPrefix("--") && word.contains("t") && word.dropFirst().allSatisfy { "it".contains($0) })
        }
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
