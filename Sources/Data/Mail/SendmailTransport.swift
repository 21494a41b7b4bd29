import Domain
import Entities
import Foundation

/// Hands mail to a `sendmail`-compatible command (`/usr/sbin/sendmail`, `msmtp -C file`): the
/// message, written by `MailMessageWriter`, on its standard input, and its one recipient as the
/// last argument (`-i -- RECIPIENT`), never read from the headers (`-t`, which the app refuses
/// at start); exit status 0 means the mail system has it. An address that breaks `EmailRule`
/// (stored before the rule was strict) is refused for good without running the command, so the
/// outbox drops the mail and logs why. Anything else is a temporary failure, retried by the
/// outbox's worker: a non-zero exit (with what the command said on standard error), a command
/// that runs past the time limit (stopped: SIGTERM, then SIGKILL), a command that cannot be started.
public struct SendmailTransport: MailTransport {
    private let command: MailCommand
    private let writer: MailMessageWriter
    private let now: @Sendable () -> Date

    /// A transport running `arguments` (the command, then its arguments).
    /// - Parameters:
    ///   - timeLimit: how long the command may take, 30 s by default.
    ///   - killGrace: how long after SIGTERM it has before SIGKILL.
    ///   - now: the clock of the `Date` header.
    public init(
        arguments: [String], writer: MailMessageWriter, timeLimit: TimeInterval = 30, killGrace: TimeInterval = 2,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        command = MailCommand(arguments: arguments, timeLimit: timeLimit, killGrace: killGrace)
        self.writer = writer
        self.now = now
    }

    /// Runs the command with the message; throws `.permanent` for a recipient that breaks the
    /// address rule, `.temporary` with the reason when the command fails.
    public func send(_ message: MailMessage) async throws(DeliveryFailure) {
        guard EmailRule.isValid(message.to) else {
            throw .permanent("the address \(String(reflecting: message.to)) breaks the address rule: not mailed")
        }
        let text = writer.write(message, date: now())
        let name = command.arguments.first ?? ""
        switch await command.run(input: Array(text.utf8), adding: ["-i", "--", message.to]) {
        case .exited(0, _):
            return
        case .exited(let status, let errors):
            throw .temporary("\(name) exited with status \(status)" + Self.saying(errors))
        case .signalled(let signal, let errors):
            throw .temporary("\(name) was ended by signal \(signal)" + Self.saying(errors))
        case .timedOut(let errors):
            throw .temporary("\(name) took longer than \(Self.seconds(command.timeLimit)) s and was stopped" + Self.saying(errors))
        case .couldNotStart(let reason):
            throw .temporary(reason)
        }
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? String(Int(interval)) : String(interval)
    }

    private static func saying(_ errors: String) -> String {
        errors.isEmpty ? "" : ": \(errors)"
    }
}
