import Domain
import Entities
import Foundation
import Mocks
import Testing
import TimingTestSupport

/// The delivery engine's bounds and fairness, with push services that answer as each test says
/// (`ScriptedPushTransport`): concurrent up to a bound, a deadline on every attempt, turns between
/// accounts, and a device failing for days disabled.
@Suite(.timeSensitive) struct DeliveryFairnessTests {
    private let outbox = InMemoryOutbox()
    private let mail = RecordingMailTransport()
    private let push = ScriptedPushTransport()
    private let devices = InMemoryPushSubscriptions()
    private let clock = SteppingClock(fixtureDate)

    private static let alertMail = MailMessage(to: "cleo@example.com", subject: "Buy milk", text: "Buy milk", html: "<p>Buy milk</p>")
    private static let notification = PushMessage(title: "Buy milk", body: "Inbox", url: "https://reminders.test/reminders/7/edit")

    private func delivery(_ change: (inout OutboxDelivery.Settings) -> Void = { _ in }) -> OutboxDelivery {
        var settings = OutboxDelivery.Settings()
        settings.owner = "this-process"
        // No round here runs past its budget, however loaded the machine, unless a test says so.
        settings.roundBudget = .seconds(3600)
        change(&settings)
        return OutboxDelivery(outbox: outbox, mail: mail, push: push, subscriptions: devices, clock: clock, settings: settings)
    }

    private func addDevice(of userID: User.ID, _ endpoint: String, _ behaviour: ScriptedPushTransport.Behaviour = .answer) async throws -> PushSubscription {
        push.set(behaviour, for: endpoint)
        return try await devices.add(userID: userID, endpoint: endpoint, p256dh: Data(count: 65), auth: Data(count: 16), deviceName: "Phone", at: fixtureDate, limit: 10)
    }

    /// Queues a push to `device` for its owner.
    private func queuePush(to device: PushSubscription) {
        outbox.enqueue([.push(Self.notification, subscriptionID: device.id)], for: device.userID, alert: nil, at: fixtureDate)
    }

    @Test func aDrippingEndpointAndTenSlowOnes_doNotHoldAThirdAccountsAlertMail() async throws {
        defer { push.release() }
        // One account's device never answers; another's ten answer only when the test says so.
        queuePush(to: try await addDevice(of: 1, "https://push.example/drip", .hang))
        for index in 1...10 { queuePush(to: try await addDevice(of: 2, "https://push.example/slow/\(index)", .hang)) }
        outbox.enqueue([.mail(Self.alertMail)], for: 3, alert: nil, at: fixtureDate)
        let delivery = delivery { $0.deadline = .seconds(60) }

        let round = Task { await delivery.deliverBatch() }

        // The mail goes while every push service still holds its attempt.
        try await waitUntil { mail.sent == [Self.alertMail] }
        #expect(push.sent.isEmpty)
        push.release()
        let outcomes = await round.value.outcomes
        #expect(outcomes.contains(.sent(12, channel: .mail, attempts: 1)))
        #expect(push.mostAtOnce <= OutboxDelivery.defaultConcurrency)
    }

    @Test func deliveries_runConcurrently_upToTheBound() async throws {
        defer { push.release() }
        for index in 1...12 { queuePush(to: try await addDevice(of: Int64(index), "https://push.example/\(index)", .hang)) }
        let delivery = delivery { $0.concurrency = 8 }

        let round = Task { await delivery.deliverBatch() }
        try await waitUntil { push.attempts.count == 8 }
        push.release()
        _ = await round.value

        #expect(push.attempts.count == 12)
        #expect(push.mostAtOnce == 8)
    }

    @Test func anAttemptThatNeverAnswers_endsAtTheEnginesDeadline_andItsDestinationRests() async throws {
        defer { push.release() }
        let device = try await addDevice(of: 1, "https://push.example/drip", .hang)
        queuePush(to: device)
        queuePush(to: device)
        let retry = fixtureDate.addingTimeInterval(30)

        let outcomes = await delivery { $0.deadline = .milliseconds(50) }.deliverDue()

        #expect(outcomes == [
            .retryScheduled(1, channel: .push, attempts: 1, nextAttemptAt: retry, error: "no answer within the deadline of 0.05 seconds"),
            .held(2, channel: .push, until: retry),
        ])
        #expect(outbox.queued.map(\.nextAttemptAt) == [retry, retry])
        #expect(devices.all.map(\.failingSince) == [fixtureDate])
    }

    @Test func oneAccounts10000Alerts_doNotDelayAnotherAccounts() async {
        outbox.enqueue(Array(repeating: .mail(Self.alertMail), count: 10_000), for: 1, alert: nil, at: fixtureDate.addingTimeInterval(-60))
        outbox.enqueue([.mail(Self.alertMail)], for: 2, alert: nil, at: fixtureDate)

        let round = await delivery().deliverBatch()

        #expect(round.claimedFullBatch)
        #expect(round.outcomes.count == OutboxDelivery.defaultBatchSize)
        #expect(round.outcomes.contains(.sent(10_001, channel: .mail, attempts: 1)))
        #expect(outbox.queued.count == 10_000 - OutboxDelivery.defaultBatchSize + 1)
    }

    @Test func aDeviceFailingFor3Days_isDisabled_andSentNothingMore() async throws {
        let device = try await addDevice(of: 1, "https://push.example/down", .fail(.temporary("HTTP 503")))
        queuePush(to: device)
        #expect(await delivery().deliverDue() == [
            .retryScheduled(1, channel: .push, attempts: 1, nextAttemptAt: fixtureDate.addingTimeInterval(30), error: "HTTP 503"),
        ])

        clock.advance(by: 3 * 86_400)
        outbox.enqueue([.push(Self.notification, subscriptionID: device.id)], for: 1, alert: nil, at: clock.now())
        let outcomes = await delivery().deliverDue()

        #expect(outcomes == [
            .dropped(1, channel: .push, reason: "not handed over within a day"),
            .dropped(2, channel: .push, reason: "the device has failed for 3 days and is disabled"),
        ])
        #expect(devices.all.map(\.disabledAt) == [clock.now()])
        #expect(devices.all.map(\.failingSince) == [fixtureDate])
        outbox.enqueue([.push(Self.notification, subscriptionID: device.id)], for: 1, alert: nil, at: clock.now())
        #expect(await delivery().deliverDue() == [.dropped(3, channel: .push, reason: "the device is disabled")])
    }

    @Test func aDeviceThatWorksAgain_isNoLongerFailing() async throws {
        let device = try await addDevice(of: 1, "https://push.example/flaky", .fail(.temporary("HTTP 503")))
        queuePush(to: device)
        _ = await delivery().deliverDue()
        #expect(devices.all.map(\.failingSince) == [fixtureDate])

        push.set(.answer, for: device.endpoint)
        clock.advance(by: 30)
        #expect(await delivery().deliverDue() == [.sent(1, channel: .push, attempts: 2)])
        #expect(devices.all.map(\.failingSince) == [nil])
    }

    @Test func whileItWorks_theRoundRecordsItsHeartbeat() async throws {
        defer { push.release() }
        queuePush(to: try await addDevice(of: 1, "https://push.example/slow", .hang))
        let delivery = delivery { $0.heartbeatInterval = .milliseconds(10) }

        let round = Task { await delivery.deliverBatch() }
        try await waitUntil { push.attempts.count == 1 }
        #expect(outbox.heartbeats["this-process"] == fixtureDate)
        clock.advance(by: 10)
        try await waitUntil { outbox.heartbeats["this-process"] == fixtureDate.addingTimeInterval(10) }
        push.release()
        _ = await round.value
    }

    @Test func retiring_givesUpTheLeasesAndTheHeartbeat_atOnce() async throws {
        outbox.enqueue([.mail(Self.alertMail)], alert: nil, at: fixtureDate)
        _ = try await outbox.claim(at: fixtureDate, ownersAliveSince: fixtureDate, channels: [.mail], limit: 10, owner: "this-process")

        try await delivery().retire()

        #expect(outbox.leases.isEmpty)
        #expect(outbox.heartbeats.isEmpty)
        #expect(try await outbox.claim(at: fixtureDate, ownersAliveSince: fixtureDate, channels: [.mail], limit: 10, owner: "other").count == 1)
    }

    @Test func aLiveProcessesLease_isNeverTaken_aDeadOnesIsAfter30Seconds() async throws {
        outbox.enqueue([.mail(Self.alertMail)], alert: nil, at: fixtureDate)
        _ = try await outbox.claim(at: fixtureDate, ownersAliveSince: fixtureDate, channels: [.mail], limit: 10, owner: "first")

        // The first process beats at 25 s; at 50 s it is alive, at 56 s (31 s later) it counts as dead.
        try await outbox.heartbeat("first", at: fixtureDate.addingTimeInterval(25))
        #expect(await delivery { $0.owner = "second" }.deliverBatch().outcomes.isEmpty)
        clock.advance(by: 50)
        #expect(await delivery { $0.owner = "second" }.deliverBatch().outcomes.isEmpty)
        clock.advance(by: 6)
        #expect(await delivery { $0.owner = "second" }.deliverBatch().outcomes == [.sent(1, channel: .mail, attempts: 1)])
    }

    @Test func pastTheRoundsBudget_aDestinationsFurtherMessagesWaitForTheNextRound() async {
        outbox.enqueue([.mail(Self.alertMail), .mail(Self.alertMail)], for: 1, alert: nil, at: fixtureDate)
        outbox.enqueue([.mail(Self.alertMail)], for: 2, alert: nil, at: fixtureDate)
        let delivery = delivery { $0.roundBudget = .zero }

        #expect(await delivery.deliverBatch().outcomes == [
            .sent(1, channel: .mail, attempts: 1), .postponed(2, channel: .mail), .sent(3, channel: .mail, attempts: 1),
        ])
        #expect(outbox.leases.isEmpty)
        #expect(await delivery.deliverBatch().outcomes == [.sent(2, channel: .mail, attempts: 1)])
    }

    @Test func anUnreadableMessage_isDropped_sayingWhy() async {
        outbox.enqueue([.unreadable(.push, reason: "it names no subscription")], alert: nil, at: fixtureDate)

        #expect(await delivery().deliverDue() == [
            .dropped(1, channel: .push, reason: "the stored message cannot be read: it names no subscription"),
        ])
    }

    @Test func aStoreThatCannotRestTheDestination_endsItsLane() async throws {
        outbox.enqueue([.mail(Self.alertMail), .mail(Self.alertMail)], alert: nil, at: fixtureDate)
        mail.fail(with: .temporary("exit 75"))
        outbox.setRestFailure(.unavailable("disk full"))

        let outcomes = await delivery().deliverDue()

        #expect(outcomes == [
            .retryScheduled(1, channel: .mail, attempts: 1, nextAttemptAt: fixtureDate.addingTimeInterval(30), error: "exit 75"),
            .storageFailed(.unavailable("disk full")),
        ])
    }

    @Test func aHeldMessageWhoseLeaseCannotBeReleased_isAStorageFailure() async throws {
        outbox.enqueue([.mail(Self.alertMail), .mail(Self.alertMail)], alert: nil, at: fixtureDate)
        mail.fail(with: .temporary("exit 75"))
        outbox.setReleaseFailure(.unavailable("disk full"))

        let outcomes = await delivery().deliverDue()

        #expect(outcomes.last == .storageFailed(.unavailable("disk full")))
    }
}

/// Feedback as the outbox's `webhook` channel.
struct WebhookDeliveryTests {
    private let outbox = InMemoryOutbox()
    private let endpoint = MockFeedbackRepository()
    private let clock = SteppingClock(fixtureDate)

    private func delivery(webhook: (any FeedbackRepository)?) -> OutboxDelivery {
        var settings = OutboxDelivery.Settings()
        settings.roundBudget = .seconds(3600)
        return OutboxDelivery(
            outbox: outbox, mail: nil, push: RecordingPushTransport(), webhook: webhook, subscriptions: InMemoryPushSubscriptions(), clock: clock,
            settings: settings
        )
    }

    @Test func feedback_isPosted_aRefusalDropsIt_andAnOutageRetriesIt_howeverOld() async {
        outbox.enqueue([.webhook(.fixture(id: 1)), .webhook(.fixture(id: 2)), .webhook(.fixture(id: 3))], for: 4, alert: nil, at: fixtureDate)
        endpoint.answers(.success(()), .failure(.rejected(status: 400, reason: "invalid_payload")), .failure(.unavailable(status: 503)))
        clock.advance(by: 2 * 86_400)

        let outcomes = await delivery(webhook: endpoint).deliverDue()

        #expect(outcomes == [
            .sent(1, channel: .webhook, attempts: 1),
            .dropped(2, channel: .webhook, reason: "the endpoint refused it with HTTP 400: invalid_payload"),
            .retryScheduled(3, channel: .webhook, attempts: 1, nextAttemptAt: clock.now().addingTimeInterval(30), error: "the endpoint answered HTTP 503"),
        ])
        #expect(endpoint.sent.map(\.id) == [1, 2, 3])
    }

    @Test func withoutAnEndpoint_feedbackStaysQueued_unclaimed() async {
        outbox.enqueue([.webhook(.fixture(id: 1))], alert: nil, at: fixtureDate)

        #expect(await delivery(webhook: nil).deliverDue() == [])
        #expect(outbox.queued.map(\.id) == [1])
        #expect(outbox.leases.isEmpty)
    }
}
