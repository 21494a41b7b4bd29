import Data
import Domain
import Foundation
import Logging
import Web

extension Bootstrap {
    /// The scheduler of alerts and daily summaries and the delivery engine of everything sent,
    /// over `database`, as one background worker (`NotificationWorker`).
    /// - Parameters:
    ///   - mail: the mail system; nil without `--sendmail` (no mail is then queued by the scheduler).
    ///   - webhook: the operator's feedback endpoint; nil without `--feedback-url` (feedback is then
    ///     only stored, its delivery waiting in the outbox for a server that has one).
    ///   - composer: writes the alerts and summaries.
    static func notificationWorker(
        database: AppDatabase, clock: any CalendarClock, mail: (any MailTransport)?, webhook: (any FeedbackRepository)?,
        push: any PushTransport, composer: any ReminderNotificationComposer, defaultTimeZone: TimeZone
    ) -> NotificationWorker {
        let subscriptions = SQLitePushSubscriptionRepository(database: database)
        return NotificationWorker(
            scheduler: AlertScheduler(
                alerts: SQLiteAlertRepository(database: database), subscriptions: subscriptions, composer: composer, clock: clock,
                emailEnabled: mail != nil, defaultTimeZone: defaultTimeZone
            ),
            delivery: OutboxDelivery(
                outbox: SQLiteOutboxRepository(database: database), mail: mail, push: push, webhook: webhook, subscriptions: subscriptions, clock: clock
            ),
            clock: clock
        )
    }

    /// Runs `worker` until the task is cancelled at shutdown, first scheduling again the alerts of
    /// people who follow the server's time zone (it may have changed since the last start); logs
    /// what each round did.
    static func sendNotifications(with worker: NotificationWorker, database: AppDatabase, logger: Logger) -> Task<Void, Never> {
        Task {
            do {
                let moved = try await SQLiteAlertRepository(database: database).rescheduleForServerTimeZone()
                if moved > 0 { logger.notice("rescheduled \(moved) alert(s) and summaries in the server's time zone") }
            } catch {
                logger.error("cannot reschedule the alerts in the server's time zone: \(error)")
            }
            await worker.run(
                reportAlert: { outcome in log(outcome, logger) },
                reportDelivery: { outcome in log(outcome, logger) }
            )
        }
    }

    private static func log(_ outcome: AlertOutcome, _ logger: Logger) {
        switch outcome {
        case .alertQueued(let key, let messages, let late):
            logger.info("alert of reminder #\(key.reminderID) due \(key.alertAt.formatted(.iso8601))\(late ? " (late)" : ""): \(messages) message(s) queued")
        case .alertDropped(let key, let lateBy):
            logger.warning("alert of reminder #\(key.reminderID) due \(key.alertAt.formatted(.iso8601)) dropped: \(Int(lateBy / 3600)) hours late")
        case .alertStale(let key):
            logger.debug("alert of reminder #\(key.reminderID) no longer pending when claimed")
        case .summaryQueued(let userID, let messages, let late):
            logger.info("daily summary of account #\(userID)\(late ? " (late)" : ""): \(messages) message(s) queued")
        case .summaryDropped(let userID, let lateBy):
            logger.warning("daily summary of account #\(userID) dropped: \(Int(lateBy / 3600)) hours late")
        case .summaryStale(let userID):
            logger.debug("daily summary of account #\(userID) no longer due when claimed")
        case .storageFailed(let error):
            logger.error("cannot read or claim the due alerts: \(error)")
        }
    }

    private static func log(_ outcome: OutboxOutcome, _ logger: Logger) {
        switch outcome {
        case .sent(let id, let channel, let attempts):
            logger.info("\(channel) #\(id) sent at attempt \(attempts)")
        case .held(let id, let channel, let until):
            logger.info("\(channel) #\(id) waits until \(until.formatted(.iso8601)): its destination failed")
        case .postponed(let id, let channel):
            logger.debug("\(channel) #\(id) waits for the next round")
        case .dropped(let id, let channel, let reason):
            logger.warning("\(channel) #\(id) not sent, and not tried again: \(reason)")
        case .retryScheduled(let id, let channel, let attempts, let next, let error):
            logger.warning("\(channel) #\(id) not sent at attempt \(attempts): \(error); tried again at \(next.formatted(.iso8601))")
        case .interrupted(let id):
            logger.notice("sending message #\(id) was interrupted by shutdown; it stays queued")
        case .storageFailed(let error):
            logger.error("cannot read or update the outbox: \(error)")
        }
    }
}
