import ArgumentParser
import Data
import Domain
import Foundation
import Glibc
import HTTPServer
import Logging
import Presentation
import Templating
import Web

/// Start-up and shutdown: open the database, load the catalog and templates, serve until a
/// signal, then close everything. Each failure says what to do and exits with its own code.
struct Bootstrap {
    let command: ServeCommand

    func run() async throws {
        // Pages allocate and free tens of kilobytes each: keep that memory instead of giving it
        // back and faulting it in again on every request.
        AllocatorTuning.apply()
        // Past a file-size limit (RLIMIT_FSIZE), a write then fails with EFBIG, which SQLite
        // reports as a storage error (a 503, logged), instead of the signal killing the process.
        signal(SIGXFSZ, SIG_IGN)
        var logger = Logger(label: "reminders")
        logger.logLevel = Logger.Level(rawValue: command.logLevel) ?? .info

        // One clock for the app: with --clock-start each reading of `command.clock` starts anew.
        let clock = command.clock
        // The store schedules alerts on the app's clock, in the server's zone for people who chose none.
        let database = try open(
            AppDatabase(path: command.databasePath, defaultTimeZone: command.timeZone, now: { [clock] in clock.now() }),
            exitCode: 74, "cannot open the database at \(command.databasePath)"
        )
        let signer: HMACMessageSigner
        do {
            signer = try await HMACMessageSigner.kept(in: database)
        } catch {
            throw fail(exitCode: 74, "cannot read or make the server's secret in \(command.databasePath): \(error)")
        }
        let vapid: VAPIDKeys
        do {
            vapid = try await VAPIDKeys.kept(in: database)
        } catch {
            throw fail(exitCode: 74, "cannot read or make the server's VAPID key in \(command.databasePath): \(error)")
        }
        let push = Self.pushDependencies(database: database, keys: vapid, allowsLoopbackHTTP: command.insecurePushLoopback, allowedHosts: command.pushHosts)
        let catalogs = try open(
            StringCatalog.bundledInEveryLanguage(), exitCode: 78, "cannot load the string catalog"
        )
        let commonPasswords = try open(CommonPasswords.bundled(), exitCode: 78, "cannot load the list of common passwords")
        let hashing = command.passwordHashParameters
        if hashing != .scryptOWASP {
            logger.warning("password hashing is INSECURE (\(hashing)): --insecure-fast-password-hashing is for tests only")
        }
        // Feedback is stored with its delivery queued in the outbox; with --feedback-url the
        // delivery engine posts it, without one it is only stored.
        let feedback = FeedbackDependencies(queue: SQLiteFeedbackQueueRepository(database: database))
        let security = WebSecurity(servesHTTPS: command.servesHTTPS, trustsProxy: command.trustProxy, publicURL: command.publicURL)
        var options = TemplateLibrary.Options()
        if command.reloadTemplates { options.reloadsChangedFiles = true }
        // Compiled once, in every language, for the pages and the mail alike.
        let localizations = try open(
            Localizations(catalogs: catalogs, templatesFolder: command.templatesPath, options: options),
            exitCode: 78, "cannot load the templates in \(command.templatesPath)"
        )
        // Mail waits in the outbox; `--sendmail` is the mail system that takes it. Links in mail
        // point at --public-url, else at the address the server listens on, known once it has started.
        let listening = ListeningAddress()
        let mailTransport = command.mailTransport()
        let composer = MailComposer(localizations: localizations) { [command] in
            command.mailLinkBase(listening: listening.url)
        }
        let accountMail = AccountMail(
            tokens: SQLiteAccountTokenRepository(database: database), outbox: SQLiteOutboxRepository(database: database),
            composer: composer, sendsMail: mailTransport != nil,
            reportFailure: { [logger] message in logger.error("\(message)") }
        )
        if mailTransport == nil {
            logger.notice("email is off: no --sendmail, so no confirmation, password reset or alert mail is sent")
        } else {
            logger.info("mail goes through \(command.sendmail) from \(command.mailFromAddress)")
        }
        let web = try open(
            WebApp(
                accounts: .real(
                    database: database, clock: clock,
                    hasher: KDFPasswordHasher(parameters: hashing), commonPasswords: commonPasswords, signer: signer,
                    settingsPolicy: SettingsPolicy(catalogs: catalogs), feedback: feedback,
                    push: push, mail: accountMail
                ),
                localizations: localizations, publicFolder: command.publicPath,
                security: security,
                health: { [health = StorageHealth(database: database)] in await health.problem() },
                reportRefusal: { [logger] message in logger.notice("\(message)") },
                reportError: { [logger] message in logger.error("\(message)") }
            ),
            exitCode: 78, "cannot serve \(command.publicPath)"
        )

        var configuration = HTTPServer.Configuration(host: command.host, port: command.port)
        configuration.headers = security.responseHeaders
        // What a spell of large requests took goes back to the system once the server is quiet:
        // the allocator tuning above keeps freed memory for the next request otherwise.
        configuration.idleMemoryRelease = .seconds(2)
        let server = try HTTPServer(configuration: configuration, responder: web.router(), logger: logger)
        // Before `start()`, so that the descriptors it holds count among those the server measures.
        let signals = ShutdownSignals { _ in Task { await server.shutdown() } }
        do {
            try server.start()
        } catch let error as SocketError where error.code == EADDRINUSE {
            throw fail(exitCode: 69, "port \(command.port) on \(command.host) is already in use; stop the other server or pass --port")
        } catch {
            throw fail(exitCode: 69, "cannot listen on \(command.host):\(command.port): \(error)")
        }
        listening.url = "http://\(command.host):\(server.port)"
        logger.info("Reminders is running at http://\(command.host):\(server.port) (database \(command.databasePath), time zone \(command.timeZone.identifier)\(command.publicURL.isEmpty ? "" : ", public URL \(command.publicURL)")\(command.trustProxy ? ", trusting the proxy's X-Forwarded-Proto and X-Forwarded-For" : ""))")
        let purge = purgeDeletedReminders(of: database, clock: clock, logger: logger)
        if let url = command.feedbackURL {
            // The host only: a webhook's address holds its secret.
            logger.info("delivering feedback to \(url.scheme ?? "http")://\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")")
        } else {
            logger.notice("feedback is only stored, not delivered: no --feedback-url (reminders feedback list prints it)")
        }
        // Alerts, summaries and every queued mail and push: links as in account mail.
        let seal = TextSeal(signer: signer)
        let notifications = Self.sendNotifications(
            with: Self.notificationWorker(
                database: database, clock: clock, mail: mailTransport, webhook: command.feedbackURL.map { Self.feedbackRemote(endpoint: $0) },
                push: Self.pushTransport(
                    keys: vapid, subject: Self.pushSubject(mailFrom: command.mailFromAddress, publicURL: command.publicURL), policy: push.policy
                ),
                composer: ReminderNotificationMails(
                    mails: composer, links: { [command] in NotificationLinks(baseURL: command.mailLinkBase(listening: listening.url), seal: seal) },
                    defaultTimeZone: command.timeZone
                ),
                defaultTimeZone: command.timeZone
            ),
            database: database, logger: logger
        )
        await server.waitUntilStopped()
        withExtendedLifetime(signals) {}
        purge.cancel()
        notifications.cancel()
        await purge.value
        await notifications.value
        try? database.close()
    }

    /// Deletes for good the reminders deleted longer ago than they can be restored, now and then
    /// every few minutes (`DeletedReminderPurge`), until the task is cancelled at shutdown.
    private func purgeDeletedReminders(of database: AppDatabase, clock: SystemCalendarClock, logger: Logger) -> Task<Void, Never> {
        let purge = DeletedReminderPurge(database: database, clock: clock)
        return Task {
            await purge.run { result in
                switch result {
                case .success(let count) where count > 0: logger.info("purged \(count) deleted reminder(s) past the restore window")
                case .success: break
                case .failure(let error): logger.error("cannot purge the deleted reminders: \(error)")
                }
            }
        }
    }

    /// The value, or a clear message on standard error and the exit code.
    private func open<T>(_ make: @autoclosure () throws -> T, exitCode: Int32, _ message: String) throws -> T {
        do {
            return try make()
        } catch {
            throw fail(exitCode: exitCode, "\(message): \(error)")
        }
    }

    private func fail(exitCode: Int32, _ message: String) -> ExitCode {
        CommandFailure.exit(exitCode, message)
    }
}
