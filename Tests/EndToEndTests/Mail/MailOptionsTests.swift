import Foundation
import Testing

/// The mail options of `reminders serve`: refused when malformed, and said at start.
@Suite struct MailOptionsTests {
    @Test func aMailFromThatIsNoAddress_isRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reminders-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let error = await #expect(throws: ReminderServer.StartFailure.self) {
            _ = try await ReminderServer.start(arguments: ["--mail-from", "no address"], in: folder)
        }
        #expect(error?.reason == "it exited with status 64")
        #expect(error?.output.contains("--mail-from must be an email address, not no address") == true)
    }

    /// Issue 26 item 4: with `-t` sendmail reads the recipients from the headers and ignores the
    /// one the app passes.
    @Test(arguments: ["/usr/sbin/sendmail -t -i", "msmtp -C /etc/msmtprc -ti", "msmtp --read-recipients"])
    func aSendmailThatReadsRecipientsFromTheHeaders_isRefused(sendmail: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reminders-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let error = await #expect(throws: ReminderServer.StartFailure.self) {
            _ = try await ReminderServer.start(arguments: ["--sendmail", sendmail], in: folder)
        }
        #expect(error?.reason == "it exited with status 64")
        #expect(error?.output.contains("--sendmail must not read the recipients from the message (-t): the app passes each mail's one recipient") == true)
    }

    @Test func withoutSendmail_theLogSaysEmailIsOff_andWithItWhereMailGoes() async throws {
        try await RunningApp.with { app in
            #expect(app.server.log.contains("email is off: no --sendmail"))
        }
        try await RunningApp.with(arguments: ["--sendmail", "/usr/sbin/sendmail -i", "--public-url", "https://reminders.example"]) { app in
            #expect(app.server.log.contains("mail goes through /usr/sbin/sendmail -i from reminders@reminders.example"))
            #expect(!app.server.log.contains("email is off"))
        }
    }
}
