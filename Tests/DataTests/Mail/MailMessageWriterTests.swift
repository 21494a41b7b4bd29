@testable import Data
import Domain
import Foundation
import Testing

struct MailMessageWriterTests {
    private let writer = MailMessageWriter(fromAddress: "reminders@example.org", fromName: "Reminders")
    private let date = Date(timeIntervalSince1970: 1_795_663_506) // Thu, 26 Nov 2026 03:25:06 UTC

    private func message(subject: String = "Confirm your address", text: String = "Hello Ada,\nfollow the link.",
                         html: String = "<!doctype html><p>Hello <b>Ada</b></p>", unsubscribe: String? = nil) -> MailMessage {
        MailMessage(to: "ada@example.com", subject: subject, text: text, html: html, unsubscribeURL: unsubscribe)
    }

    @Test func aMessage_hasTheHeadersAMailSystemNeeds() throws {
        let mail = try #require(ParsedMail(writer.write(message(), date: date, messageID: "abc123")))

        #expect(mail.header("From") == "Reminders <reminders@example.org>")
        #expect(mail.header("To") == "ada@example.com")
        #expect(mail.header("Subject") == "Confirm your address")
        #expect(mail.header("Date") == "Thu, 26 Nov 2026 03:25:06 +0000")
        #expect(mail.header("Message-ID") == "<abc123@example.org>")
        #expect(mail.header("MIME-Version") == "1.0")
        #expect(mail.header("Auto-Submitted") == "auto-generated")
        #expect(mail.header("List-Unsubscribe") == nil)
        #expect(mail.header("List-Unsubscribe-Post") == nil)
    }

    @Test func aMessageThatCanBeStopped_saysWhereInOneClick() throws {
        let mail = try #require(ParsedMail(writer.write(message(unsubscribe: "https://r.example/unsubscribe/xyz"), date: date)))

        #expect(mail.header("List-Unsubscribe") == "<https://r.example/unsubscribe/xyz>")
        #expect(mail.header("List-Unsubscribe-Post") == "List-Unsubscribe=One-Click")
    }

    @Test func bothParts_decodeToTheTextAndTheHTML() throws {
        let text = "Grüße, Ada!\nA line with = and a trailing space \n" + String(repeating: "long ", count: 40)
        let html = "<p>Straße — „Zitat“</p>\n<p>" + String(repeating: "é", count: 200) + "</p>"
        let mail = try #require(ParsedMail(writer.write(message(text: text, html: html), date: date)))

        #expect(mail.parts.map(\.type) == ["text/plain", "text/html"])
        #expect(mail.part("text/plain") == text.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(mail.part("text/html") == html.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(mail.header("Content-Type")?.hasPrefix("multipart/alternative; boundary=") == true)
    }

    @Test func everyLine_endsInCRLFAndStaysShort() throws {
        let written = writer.write(message(subject: String(repeating: "Überweisung ", count: 20), text: String(repeating: "x", count: 3_000),
                                           html: String(repeating: "ü", count: 3_000)), date: date)

        #expect(!written.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!written.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        let lines = written.components(separatedBy: "\r\n")
        #expect(lines.filter { $0.utf8.count > 78 } == [])
    }

    @Test func aNonASCIISubject_isEncodedWordsThatDecodeBack() throws {
        let subject = "Erinnerung: „Miete zahlen“ ist fällig — " + String(repeating: "ß", count: 60)
        let mail = try #require(ParsedMail(writer.write(message(subject: subject), date: date)))

        let raw = try #require(mail.rawHeaders.first { $0.name == "Subject" }?.value)
        #expect(raw.hasPrefix("=?UTF-8?B?"))
        let isASCII = raw.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII)
        #expect(mail.header("Subject") == subject)
    }

    @Test func aLongASCIISubject_isFoldedBetweenWords() throws {
        let subject = (1...30).map { "word\($0)" }.joined(separator: " ")
        let written = writer.write(message(subject: subject), date: date)
        let mail = try #require(ParsedMail(written))

        #expect(written.contains("\r\n word"))
        #expect(mail.header("Subject") == subject)
    }

    @Test func aSenderWithoutDomain_getsMessageIDsOfLocalhost() throws {
        let mail = try #require(ParsedMail(MailMessageWriter(fromAddress: "reminders", fromName: "").write(message(), date: date, messageID: "m")))

        #expect(mail.header("From") == "reminders")
        #expect(mail.header("Message-ID") == "<m@localhost>")
    }

    @Test func aNameWithPunctuation_isQuoted_andOneNotInASCIIEncoded() throws {
        let quoted = MailHeaderEncoding.mailbox(name: "Reminders, \"Home\"", address: "r@x.org")
        let encoded = MailHeaderEncoding.mailbox(name: "Erinnerungen ✓", address: "r@x.org")

        #expect(quoted == "\"Reminders, \\\"Home\\\"\" <r@x.org>")
        #expect(ParsedMail.decodeWords(encoded) == "Erinnerungen ✓<r@x.org>")
    }
}
