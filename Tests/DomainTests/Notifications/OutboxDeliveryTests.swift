import Domain
import Entities
import Foundation
import Mocks
import Testing
import TimingTestSupport

/// The outbox's delivery rule over an outbox kept in memory, with transports that record.
@Suite(.timeSensitive) struct OutboxDeliveryTests {
    private let outbox = InMemoryOutbox()
    private let mail = RecordingMailTransport()
    private let push = RecordingPushTransport()
    private let devices = InMemoryPushSubscriptions()
    private let clock = SteppingClock(fixtureDate)

    private func delivery(mail: (any MailTransport)?? = nil) -> OutboxDelivery {
        var settings = OutboxDelivery.Settings()
        settings.roundBudget = .seconds(3600)
        return OutboxDelivery(outbox: outbox, mail: mail ?? self.mail, push: push, subscriptions: devices, clock: clock, settings: settings)
    }

    private static let message = MailMessage(to: "ada@example.com", subject: "Buy milk", text: "Buy milk", html: "<p>Buy milk</p>")
    private static let notification = PushMessage(title: "Buy milk", body: "Inbox", url: "https://reminders.test/reminders/7/edit")

    private func addDevice() async throws -> PushSubscription {
        try await devices.add(
            userID: 1, endpoint: "https://push.example/\(UUID())", p256dh: Data(count: 65), auth: Data(count: 16),
            deviceName: "Phone", at: fixtureDate, limit: 10
        )
    }

    @Test func dueMessages_areHandedToTheirChannels_andMarkedSent() async throws {
        let phone = try await addDevice()
        outbox.enqueue([.mail(Self.message), .push(Self.notification, subscriptionID: phone.id)], alert: nil, at: fixtureDate)

        let outcomes = await delivery().deliverDue()

        #expect(outcomes == [.sent(1, channel: .mail, attempts: 1), .sent(2, channel: .push, attempts: 1)])
        #expect(mail.sent == [Self.message])
        #expect(push.sent.map(\.subscriptionID) == [phone.id])
        #expect(outbox.queued.isEmpty)
        // The two channels are separate lanes that run at once, so the outbox hears of them in either order.
        #expect(outbox.sent.map(\.id).sorted() == [1, 2])
    }

    @Test func aMessageForAnAlertThatNoLongerStands_isDropped_unsent() async {
        let key = AlertKey(reminderID: 7, alertAt: fixtureDate)
        outbox.enqueue([.mail(Self.message)], alert: key, at: fixtureDate)
        outbox.setStandingAlerts([])

        #expect(await delivery().deliverDue() == [.dropped(1, channel: .mail, reason: "the reminder was completed, deleted or rescheduled, or no longer alerts them")])
        #expect(mail.sent.isEmpty)
    }

    @Test func aMessageForAnAlertThatStands_isSent() async {
        let key = AlertKey(reminderID: 7, alertAt: fixtureDate)
        outbox.enqueue([.mail(Self.message)], alert: key, at: fixtureDate)
        outbox.setStandingAlerts([key])

        #expect(await delivery().deliverDue() == [.sent(1, channel: .mail, attempts: 1)])
    }

    @Test func aMessageOlderThanADay_isDropped() async {
        outbox.enqueue([.mail(Self.message)], alert: nil, at: fixtureDate)
        clock.advance(by: 24 * 60 * 60 + 1)

        #expect(await delivery().deliverDue() == [.dropped(1, channel: .mail, reason: "not handed over within a day")])
    }

    @Test func mailWithoutAMailSystem_isDropped() async {
        outbox.enqueue([.mail(Self.message)], alert: nil, at: fixtureDate)

        #expect(await delivery(mail: .some(nil)).deliverDue() == [.dropped(1, channel: .mail, reason: "no mail system (--sendmail) is set up")])
    }

    @Test func aTemporaryFailure_retriesAfterTheBackoff_andItsDestinationRests_notTheOthers() async throws {
        let phone = try await addDevice()
        outbox.enqueue([.mail(Self.message), .mail(Self.message), .push(Self.notification, subscriptionID: phone.id)], alert: nil, at: fixtureDate)
        mail.fail(with: .temporary("sendmail exited with status 75"))

        let first = await delivery().deliverDue()

        let retry = fixtureDate.addingTimeInterval(30)
        #expect(first == [
            .retryScheduled(1, channel: .mail, attempts: 1, nextAttemptAt: retry, error: "sendmail exited with status 75"),
            .held(2, channel: .mail, until: retry),
            .sent(3, channel: .push, attempts: 1),
        ])
        #expect(outbox.queued.map(\.id) == [1, 2])
        #expect(outbox.queued.map(\.nextAttemptAt) == [retry, retry])
        #expect(outbox.leases.isEmpty)

        clock.advance(by: 29)
        #expect(await delivery().deliverDue() == [])
        clock.advance(by: 1)
        #expect(await delivery().deliverDue() == [.sent(1, channel: .mail, attempts: 2), .sent(2, channel: .mail, attempts: 1)])
    }

    @Test func aRefusal_dropsTheMessage() async {
        outbox.enqueue([.mail(Self.message)], alert: nil, at: fixtureDate)
        mail.fail(with: .permanent("no such address"))

        #expect(await delivery().deliverDue() == [.dropped(1, channel: .mail, reason: "no such address")])
        #expect(outbox.dropped.map(\.reason) == ["no such address"])
    }

    @Test func aGoneSubscription_isRemoved_andItsMessageDropped() async throws {
        let phone = try await addDevice()
        outbox.enqueue([.push(Self.notification, subscriptionID: phone.id)], alert: nil, at: fixtureDate)
        push.fail(with: .subscriptionGone)

        #expect(await delivery().deliverDue() == [.dropped(1, channel: .push, reason: "the push subscription is gone")])
        #expect(devices.all.isEmpty)
    }

    @Test func aPushToASubscriptionRemovedSince_isDropped() async {
        outbox.enqueue([.push(Self.notification, subscriptionID: 99)], alert: nil, at: fixtureDate)

        #expect(await delivery().deliverDue() == [.dropped(1, channel: .push, reason: "the push subscription is gone")])
        #expect(push.sent.isEmpty)
    }

    @Test func subscriptionsThatCannotBeRead_areATemporaryFailure() async {
        outbox.enqueue([.push(Self.notification, subscriptionID: 1)], alert: nil, at: fixtureDate)
        devices.setFailure(.unavailable("busy"))

        let outcomes = await delivery().deliverDue()

        #expect(outcomes == [.retryScheduled(
            1, channel: .push, attempts: 1, nextAttemptAt: fixtureDate.addingTimeInterval(30),
            error: "the subscriptions could not be read: unavailable(\"busy\")"
        )])
    }

    @Test func aFailingOutbox_endsTheRound() async {
        outbox.enqueue([.mail(Self.message)], alert: nil, at: fixtureDate)
        outbox.setFailure(.unavailable("disk I/O error"))

        #expect(await delivery().deliverDue() == [.storageFailed(.unavailable("disk I/O error"))])
        #expect(mail.sent.isEmpty)
    }

    @Test func anAttemptThatCannotBeRecorded_endsTheRound_leavingTheMessageQueued() async {
        outbox.enqueue([.mail(Self.message), .mail(Self.message)], alert: nil, at: fixtureDate)
        outbox.setWriteFailure(.unavailable("disk full"))

        #expect(await delivery().deliverDue() == [.storageFailed(.unavailable("disk full"))])
        #expect(outbox.queued.map(\.id) == [1, 2])
    }

    @Test func moreMessagesThanABatch_areAllSentInOneRound() async {
        outbox.enqueue(Array(repeating: .mail(Self.message), count: OutboxDelivery.defaultBatchSize + 2), alert: nil, at: fixtureDate)

        #expect(await delivery().deliverDue().count == OutboxDelivery.defaultBatchSize + 2)
        #expect(mail.sent.count == OutboxDelivery.defaultBatchSize + 2)
    }

    @Test func anAttemptCutShortByShutdown_leavesTheMessageQueued() async {
        outbox.enqueue([.mail(Self.message)], alert: nil, at: fixtureDate)
        let hanging = HangingMailTransport()
        let delivery = delivery(mail: .some(hanging))

        let round = Task { await delivery.deliverDue() }
        await hanging.started.wait()
        round.cancel()

        #expect(await round.value == [.interrupted(1)])
        #expect(outbox.queued.map(\.id) == [1])
    }
}

/// A mail system that takes no mail until its caller is cancelled, then fails for now.
private final class HangingMailTransport: MailTransport, Sendable {
    let started = Signal()

    func send(_ message: MailMessage) async throws(DeliveryFailure) {
        started.fire()
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        throw .temporary("the command was stopped")
    }
}
