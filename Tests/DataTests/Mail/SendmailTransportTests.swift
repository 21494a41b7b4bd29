@testable import Data
import Domain
import Foundation
import Testing
import TimingTestSupport

@Suite(.timeSensitive) struct SendmailTransportTests {
    private let message = MailMessage(to: "ada@example.com", subject: "Hallo", text: "Text", html: "<p>HTML</p>")
    private let writer = MailMessageWriter(fromAddress: "reminders@example.org")

    /// A command running the `sh` script `body` (`sh -c`: no script file, which another test's
    /// process starting meanwhile could hold open and make busy, ETXTBSY), its `$0` `fake-sendmail`.
    private func script(_ body: String) -> [String] {
        ["/bin/sh", "-c", body, "fake-sendmail"]
    }

    @Test func aCommandThatExitsZero_getsTheWholeMessageOnItsInput() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sendmail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = "cat > '\(folder.path)/received.eml'; echo \"$@\" > '\(folder.path)/arguments'"
        let transport = SendmailTransport(arguments: ["/bin/sh", "-c", body, "fake-sendmail", "-oi"], writer: writer)

        try await transport.send(message)

        let received = try String(contentsOf: folder.appendingPathComponent("received.eml"), encoding: .utf8)
        let mail = try #require(ParsedMail(received))
        #expect(mail.header("To") == "ada@example.com")
        #expect(mail.part("text/plain") == "Text")
        #expect(mail.part("text/html") == "<p>HTML</p>")
        #expect(try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8) == "-oi -i -- ada@example.com\n")
    }

    /// Issue 26 item 4: the recipient is one argument after `--`, never read from the headers;
    /// an address stored before the rule that breaks it is refused, and the command never runs.
    @Test(arguments: ["root,vic@example.com", "a<b>@example.com", "-oQ/tmp@example.com", "ada@example.com\r\nBcc: eve@example.com"])
    func anAddressBreakingTheRule_isRefusedForGood_withoutRunningTheCommand(address: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sendmail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = SendmailTransport(arguments: script("touch '\(folder.path)/ran'; cat > /dev/null"), writer: writer)

        await #expect(throws: DeliveryFailure.permanent("the address \(String(reflecting: address)) breaks the address rule: not mailed")) {
            try await transport.send(MailMessage(to: address, subject: "Hallo", text: "Text", html: "<p>HTML</p>"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ran").path))
    }

    @Test func aCommandThatExitsNonZero_isATemporaryFailureWithWhatItSaid() async throws {
        let arguments = script("cat > /dev/null\necho 'sendmail: cannot connect to relay' >&2\nexit 75")
        let transport = SendmailTransport(arguments: arguments, writer: writer)

        await #expect(throws: DeliveryFailure.temporary("/bin/sh exited with status 75: sendmail: cannot connect to relay")) {
            try await transport.send(message)
        }
    }

    @Test func aCommandThatSaysTooMuch_isQuotedOnlyInPart() async throws {
        let arguments = script("head -c 100000 /dev/zero | tr '\\0' x >&2\nexit 1")

        do {
            try await SendmailTransport(arguments: arguments, writer: writer).send(message)
            Issue.record("sent")
        } catch {
            guard case .temporary(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.count < 2_200)
        }
    }

    @Test func aCommandThatHangs_isStoppedAtTheLimit() async throws {
        let arguments = script("sleep 120")
        let transport = SendmailTransport(arguments: arguments, writer: writer, timeLimit: 0.5, killGrace: 0.5)
        let start = Date()

        await #expect(throws: DeliveryFailure.temporary("/bin/sh took longer than 0.5 s and was stopped")) {
            try await transport.send(message)
        }
        // Far below the script's two minutes: it was cut (the margin is for a loaded machine,
        // where the whole suite's tasks wait for threads).
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func aCommandThatIgnoresSIGTERM_isKilled() async throws {
        let arguments = script("trap '' TERM\nwhile true; do sleep 1; done")
        let transport = SendmailTransport(arguments: arguments, writer: writer, timeLimit: 1, killGrace: 0.5)
        let start = Date()

        await #expect(throws: DeliveryFailure.temporary("/bin/sh took longer than 1 s and was stopped")) {
            try await transport.send(message)
        }
        // The script never ends by itself: ending at all is the kill.
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func aCommandThatDoesNotExist_isATemporaryFailure() async throws {
        let transport = SendmailTransport(arguments: ["/nonexistent/sendmail", "-t"], writer: writer)

        await #expect(throws: DeliveryFailure.temporary("no command “/nonexistent/sendmail” found")) {
            try await transport.send(message)
        }
    }

    @Test func aCommandWithoutPath_isFoundOnPATH() {
        #expect(MailCommand.resolve("sh") != nil)
        #expect(MailCommand.resolve("no-such-command-here") == nil)
    }
}
