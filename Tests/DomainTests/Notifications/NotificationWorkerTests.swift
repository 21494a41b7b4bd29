import Domain
import Entities
import Foundation
import Mocks
import Testing
import TimingTestSupport

/// The worker's rounds, over stores kept in memory, on a clock the tests move.
@Suite(.timeSensitive) struct NotificationWorkerTests {
    private let outbox = InMemoryOutbox()
    private let alerts: InMemoryAlertRepository
    private let mail = RecordingMailTransport()
    private let devices = InMemoryPushSubscriptions()
    private let clock = SteppingClock(fixtureDate)
    private let alertOutcomes = Shared<[AlertOutcome]>([])
    private let deliveryOutcomes = Shared<[OutboxOutcome]>([])

    init() {
        alerts = InMemoryAlertRepository(outbox: outbox)
    }

    private func worker(interval: Duration, batchSize: Int = OutboxDelivery.defaultBatchSize) -> NotificationWorker {
        let utc = TimeZone(identifier: "UTC")!
        return NotificationWorker(
            scheduler: AlertScheduler(
                alerts: alerts, subscriptions: devices, composer: FakeNotificationComposer(), clock: clock, emailEnabled: true, defaultTimeZone: utc
            ),
            delivery: OutboxDelivery(outbox: outbox, mail: mail, push: RecordingPushTransport(), subscriptions: devices, clock: clock, settings: {
                var settings = OutboxDelivery.Settings()
                settings.batchSize = batchSize
                return settings
            }()),
            clock: clock, interval: interval
        )
    }

    private let ada = User(id: 1, email: "ada@example.com", displayName: "Ada", createdAt: fixtureDate, emailConfirmedAt: fixtureDate)

    /// Runs `worker` while `body` runs, then cancels it and waits for it to end.
    private func running(_ worker: NotificationWorker, _ body: () async throws -> Void) async throws {
        let run = Task { [alertOutcomes, deliveryOutcomes] in
            await worker.run(
                reportAlert: { outcome in alertOutcomes.withLock { $0.append(outcome) } },
                reportDelivery: { outcome in deliveryOutcomes.withLock { $0.append(outcome) } }
            )
        }
        try await body()
        run.cancel()
        await run.value
    }

    @Test func starting_sendsWhatWasQueuedBefore_andWhatCameDueMeanwhile_atOnce() async throws {
        try await outbox.enqueue([.mail(MailMessage(to: "ada@example.com", subject: "Reset", text: "t", html: "h"))], for: nil, at: fixtureDate)
        alerts.add(Reminder(id: 7, listID: 1, title: "Buy milk", createdAt: fixtureDate), owner: ada, alertAt: fixtureDate.addingTimeInterval(-60))

        try await running(worker(interval: .seconds(3600))) {
            try await waitUntil { mail.sent.count == 2 }
        }

        // Two accounts' mail (none's, and Ada's) go at once: in either order.
        #expect(mail.sent.map(\.subject).sorted() == ["Alert: Buy milk", "Reset"])
        #expect(alertOutcomes.current == [.alertQueued(AlertKey(reminderID: 7, alertAt: fixtureDate.addingTimeInterval(-60)), messages: 1, late: false)])
    }

    @Test func anAlertComingDue_isSentAtItsMoment_beforeTheIntervalIsOver() async throws {
        alerts.add(Reminder(id: 7, listID: 1, title: "Buy milk", createdAt: fixtureDate), owner: ada, alertAt: fixtureDate.addingTimeInterval(1))

        try await running(worker(interval: .seconds(3600))) {
            try await waitUntil { alerts.claimedAlerts.isEmpty && deliveryOutcomes.current.isEmpty }
            clock.advance(by: 1)
            try await waitUntil { mail.sent.count == 1 }
        }

        #expect(mail.sent.map(\.subject) == ["Alert: Buy milk"])
    }

    @Test func messagesQueuedLater_goOutWithinTheInterval() async throws {
        try await running(worker(interval: .milliseconds(20))) {
            try await outbox.enqueue([.mail(MailMessage(to: "ada@example.com", subject: "Confirm", text: "t", html: "h"))], for: nil, at: fixtureDate)
            try await waitUntil { mail.sent.count == 1 }
        }

        #expect(deliveryOutcomes.current == [.sent(1, channel: .mail, attempts: 1)])
    }

    @Test func aFullBatch_isFollowedByTheNextAtOnce_notAfterTheInterval() async throws {
        let reset = MailMessage(to: "ada@example.com", subject: "Reset", text: "t", html: "h")
        try await outbox.enqueue(Array(repeating: .mail(reset), count: 5), for: nil, at: fixtureDate)

        try await running(worker(interval: .seconds(3600), batchSize: 2)) {
            try await waitUntil { mail.sent.count == 5 }
        }
    }

    @Test func stopping_givesUpTheLeases_orReportsWhyNot() async throws {
        try await running(worker(interval: .seconds(3600))) {
            try await waitUntil { deliveryOutcomes.current.isEmpty && alertOutcomes.current.isEmpty }
            outbox.setFailure(.unavailable("disk I/O error"))
        }

        #expect(deliveryOutcomes.current.last == .storageFailed(.unavailable("disk I/O error")))
    }
}
