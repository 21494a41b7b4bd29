import ArgumentParser
import Data
import Domain
import Entities
import Foundation
import Logging

/// `reminders serve`, the default subcommand: serve the app. Every option can also come from
/// the environment.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the app (what `reminders` does without a subcommand).",
        discussion: """
            Serves the app on http://HOST:PORT with its data in one SQLite file. Each option may \
            also be set with the environment variable in brackets; a flag wins over the variable.

            Feedback people send is stored in the database first; with --feedback-url it is then \
            posted as JSON to that address, retried with a growing wait while the endpoint fails \
            (5xx, no answer, no connection) and marked failed when it refuses it (4xx). Without \
            it, feedback is only stored: `reminders feedback list` prints it. The feedback URL may \
            name a private host (it is the operator's own), but every outgoing request, feedback and \
            push, follows no redirect, gets 10 s in all and reads at most 64 KiB of the answer.

            Push subscriptions are taken for https:// endpoints on port 443 of public hosts only \
            (never loopback, private, link-local or other local addresses or names), checked again \
            on every address the host resolves to when a push is sent; --push-hosts narrows them \
            to the push services named.

            Exit codes: 0 after a clean shutdown (SIGTERM or SIGINT), 64 for bad options, \
            69 when the address cannot be bound (the port is in use), 74 when the database \
            cannot be opened, 78 when the templates or public folder are missing or broken.
            """
    )

    @Option(help: "The address to listen on. [HOST]")
    var host: String = ProcessInfo.processInfo.environment["HOST"] ?? "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one. [PORT]")
    var port: Int = Int(ProcessInfo.processInfo.environment["PORT"] ?? "") ?? 8080

    @Option(name: .customLong("database"), help: "The SQLite file; created when missing. [DATABASE_PATH]")
    var databasePath: String = ProcessInfo.processInfo.environment["DATABASE_PATH"] ?? "data/reminders.sqlite"

    @Option(name: .customLong("templates"), help: "The folder of Mustache templates. [TEMPLATES_PATH]")
    var templatesPath: String = ProcessInfo.processInfo.environment["TEMPLATES_PATH"] ?? "Templates"

    @Option(name: .customLong("public"), help: "The folder of static files served under /static. [PUBLIC_PATH]")
    var publicPath: String = ProcessInfo.processInfo.environment["PUBLIC_PATH"] ?? "Public"

    @Option(name: .customLong("time-zone"), help: "The time zone of people who have chosen none in Settings, e.g. Europe/Paris; default the system's. [TIME_ZONE]")
    var timeZoneName: String = ProcessInfo.processInfo.environment["TIME_ZONE"] ?? ""

    @Option(help: "trace, debug, info, notice, warning, error or critical. [LOG_LEVEL]")
    var logLevel: String = ProcessInfo.processInfo.environment["LOG_LEVEL"] ?? "info"

    @Flag(help: "Pick up changed templates without restarting (on by default in debug builds). [RELOAD_TEMPLATES=1]")
    var reloadTemplates = ProcessInfo.processInfo.environment["RELOAD_TEMPLATES"] == "1"

    @Option(name: .customLong("public-url"), help: "The address people use, e.g. https://reminders.example; https:// makes cookies Secure (__Host-) and sends HSTS. [PUBLIC_URL]")
    var publicURL: String = ProcessInfo.processInfo.environment["PUBLIC_URL"] ?? ""

    @Flag(help: "Believe X-Forwarded-Proto and X-Forwarded-For from a reverse proxy in front (which must set them). [TRUST_PROXY=1]")
    var trustProxy = ProcessInfo.processInfo.environment["TRUST_PROXY"] == "1"

    @Option(name: .customLong("feedback-url"), help: "Where feedback is posted as JSON, e.g. a chat webhook (http:// or https://); without it feedback is only stored. [FEEDBACK_URL]")
    var feedbackURLText: String = ProcessInfo.processInfo.environment["FEEDBACK_URL"] ?? ""

    @Option(name: .customLong("push-hosts"), help: "The push services' hosts the server may push to, split by commas; *.name for every name under name, e.g. \"*.push.services.mozilla.com,fcm.googleapis.com,*.push.apple.com,*.notify.windows.com\"; default any public host. [PUSH_HOSTS]")
    var pushHostsText: String = ProcessInfo.processInfo.environment["PUSH_HOSTS"] ?? ""

    @Option(name: .customLong("sendmail"), help: "The sendmail-compatible command mail is handed to, split on spaces, e.g. \"/usr/sbin/sendmail\" or \"msmtp -C /etc/msmtprc\"; the app adds -i -- and the recipient (so no -t); without it no mail is sent. [SENDMAIL]")
    var sendmail: String = ProcessInfo.processInfo.environment["SENDMAIL"] ?? ""

    @Option(name: .customLong("mail-from"), help: "The address mail comes from; default reminders@ the host of --public-url. [MAIL_FROM]")
    var mailFrom: String = ProcessInfo.processInfo.environment["MAIL_FROM"] ?? ""

    /// For the test suites only: cheap password hashes, so that each sign-up does not cost 128 MiB and a third of a second.
    /// The moment the app's clock starts at, running on from there (ISO 8601, e.g.
    /// 2026-06-15T12:00:00Z): for tests whose dates must not change at midnight.
    @Option(name: .customLong("clock-start"), help: .hidden)
    var clockStart: String = ProcessInfo.processInfo.environment["CLOCK_START"] ?? ""

    @Flag(help: .hidden)
    var insecureFastPasswordHashing = ProcessInfo.processInfo.environment["INSECURE_FAST_PASSWORD_HASHING"] == "1"

    /// For the test suites only: push subscriptions may name an endpoint of http://127.0.0.1,
    /// where a test's push-service stand-in listens.
    @Flag(help: .hidden)
    var insecurePushLoopback = ProcessInfo.processInfo.environment["INSECURE_PUSH_LOOPBACK"] == "1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown --log-level \(logLevel)") }
        if !timeZoneName.isEmpty, TimeZone(identifier: timeZoneName) == nil {
            throw ValidationError("unknown --time-zone \(timeZoneName)")
        }
        if !clockStart.isEmpty, ISO8601DateFormatter().date(from: clockStart) == nil {
            throw ValidationError("--clock-start must be an ISO 8601 instant such as 2026-06-15T12:00:00Z, not \(clockStart)")
        }
        if !publicURL.isEmpty {
            guard let url = URL(string: publicURL), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else {
                throw ValidationError("--public-url must be an http:// or https:// address, not \(publicURL)")
            }
        }
        // A sender on the machine itself (`reminders@localhost`) is fine, so not `EmailRule`.
        if !mailFrom.isEmpty, mailFrom.split(separator: "@", omittingEmptySubsequences: false).count != 2 || mailFrom.contains(where: \.isWhitespace)
            || mailFrom.hasPrefix("@") || mailFrom.hasSuffix("@") {
            throw ValidationError("--mail-from must be an email address, not \(mailFrom)")
        }
        if Self.readsRecipientsFromHeaders(sendmailWords) {
            throw ValidationError("--sendmail must not read the recipients from the message (-t): the app passes each mail's one recipient")
        }
        if HostAllowList(pushHostsText) == nil {
            throw ValidationError("--push-hosts must be host names or *.names split by commas (no addresses, no local names), not \(pushHostsText)")
        }
        if !feedbackURLText.isEmpty, feedbackURL == nil {
            throw ValidationError("--feedback-url must be an http:// or https:// address, not \(feedbackURLText)")
        }
    }

    func run() async throws {
        try await Bootstrap(command: self).run()
    }

    /// Where feedback is delivered; nil when it is only stored (no `--feedback-url`) or the
    /// address is not an http:// or https:// one with a host.
    var feedbackURL: URL? {
        guard let url = URL(string: feedbackURLText), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else { return nil }
        return url
    }

    /// The push services' hosts allowed (`--push-hosts`); empty, any public host.
    var pushHosts: HostAllowList { HostAllowList(pushHostsText) ?? .any }

    /// Whether people reach the app over HTTPS.
    var servesHTTPS: Bool { publicURL.lowercased().hasPrefix("https://") }

    /// The parameters new password hashes are made with.
    var passwordHashParameters: PasswordHashParameters {
        insecureFastPasswordHashing ? .insecureForTesting : .scryptOWASP
    }

    /// The time zone dates are shown and compared in.
    var timeZone: TimeZone { TimeZone(identifier: timeZoneName) ?? .current }

    /// The system clock in `timeZone`, or with `--clock-start`, one running on from that moment.
    var clock: SystemCalendarClock {
        guard let start = ISO8601DateFormatter().date(from: clockStart) else { return SystemCalendarClock(timeZone: timeZone) }
        return SystemCalendarClock(timeZone: timeZone, startingAt: start)
    }
}
