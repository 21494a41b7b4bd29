import Domain
import Entities
import Foundation
import Mocks
import Testing

/// The scheduling rule over an alert store kept in memory, on a clock the tests move.
struct AlertSchedulerTests {
    private let alerts = InMemoryAlertRepository()
    private let devices = InMemoryPushSubscriptions()
    private let clock = SteppingClock(fixtureDate)
    private let berlin = TimeZone(identifier: "Europe/Berlin")!

    private func scheduler(emailEnabled: Bool = true, policy: AlertPolicy = AlertPolicy()) -> AlertScheduler {
        AlertScheduler(
            alerts: alerts, subscriptions: devices, composer: FakeNotificationComposer(), clock: clock, policy: policy,
            emailEnabled: emailEnabled, defaultTimeZone: berlin
        )
    }

    private func owner(id: User.ID = 1, confirmed: Bool = true, settings: UserSettings = UserSettings()) -> User {
        User(id: id, email: "person\(id)@example.com", displayName: "Person", createdAt: fixtureDate, settings: settings,
             emailConfirmedAt: confirmed ? fixtureDate : nil)
    }

    private func reminder(_ id: Reminder.ID, _ title: String = "Buy milk", due: String? = nil) -> Reminder {
        Reminder(id: id, listID: 1, title: title, due: due.map { DueDate(date: .fixture($0)) }, createdAt: fixtureDate, alert: .atTime)
    }

    private func addDevice(of owner: User) async throws -> PushSubscription {
        try await devices.add(
            userID: owner.id, endpoint: "https://push.example/\(UUID())", p256dh: Data(count: 65), auth: Data(count: 16),
            deviceName: "Firefox on Linux", at: fixtureDate, limit: 10
        )
    }

    private static func subjects(_ payloads: [OutboundNotification.Payload]) -> [String] {
        payloads.map { payload in
            switch payload {
            case .mail(let message): "mail to \(message.to): \(message.subject)"
            case .push(let message, let id): "push to \(id): \(message.title)"
            case .webhook, .unreadable: "something else"
            }
        }
    }

    // MARK: Alerts

    @Test func anAlertAtItsMoment_isClaimedOnce_withAMailAndAPushForEachDevice() async throws {
        let ada = owner()
        let phone = try await addDevice(of: ada)
        let laptop = try await addDevice(of: ada)
        alerts.add(reminder(7), owner: ada, alertAt: fixtureDate)

        let first = await scheduler().runDue()
        let second = await scheduler().runDue()

        let key = AlertKey(reminderID: 7, alertAt: fixtureDate)
        #expect(first == [.alertQueued(key, messages: 3, late: false)])
        #expect(second == [])
        #expect(alerts.claimedAlerts.map(\.alert) == [DueAlert(key: key, recipientID: 1)])
        #expect(Self.subjects(alerts.claimedAlerts[0].payloads) == [
            "mail to person1@example.com: Alert: Buy milk", "push to \(phone.id): Buy milk", "push to \(laptop.id): Buy milk",
        ])
    }

    @Test(arguments: [ListRole.owner, .editor, .viewer])
    func anAlert_offersToMarkItDone_onlyToSomeoneWhoMayChangeIt(_ role: ListRole) async throws {
        let bea = owner(id: 2)
        _ = try await addDevice(of: bea)
        alerts.add(reminder(7), owner: bea, role: role, alertAt: fixtureDate)

        _ = await scheduler().runDue()

        let pushes = alerts.claimedAlerts[0].payloads.compactMap { payload -> PushMessage? in
            if case .push(let message, _) = payload { message } else { nil }
        }
        #expect(pushes.map(\.markDoneURL) == [role == .viewer ? nil : "https://reminders.test/done/7"])
    }

    @Test func aDisabledDevice_getsNoPush() async throws {
        let ada = owner()
        let phone = try await addDevice(of: ada)
        let tablet = try await addDevice(of: ada)
        try await devices.disable(id: tablet.id, at: fixtureDate)
        alerts.add(reminder(7), owner: ada, alertAt: fixtureDate)

        _ = await scheduler().runDue()

        #expect(Self.subjects(alerts.claimedAlerts[0].payloads) == ["mail to person1@example.com: Alert: Buy milk", "push to \(phone.id): Buy milk"])
    }

    @Test func anAlertNotYetDue_waits() async throws {
        alerts.add(reminder(7), owner: owner(), alertAt: fixtureDate.addingTimeInterval(60))

        #expect(await scheduler().runDue() == [])
        #expect(try await scheduler().nextDue() == fixtureDate.addingTimeInterval(60))

        clock.advance(by: 60)
        #expect(await scheduler().runDue() == [.alertQueued(AlertKey(reminderID: 7, alertAt: fixtureDate.addingTimeInterval(60)), messages: 1, late: false)])
    }

    @Test func anUnconfirmedAddress_getsNoMail_butTheDevicesGetTheirPush() async throws {
        let ada = owner(confirmed: false)
        let phone = try await addDevice(of: ada)
        alerts.add(reminder(7), owner: ada, alertAt: fixtureDate)

        _ = await scheduler().runDue()

        #expect(Self.subjects(alerts.claimedAlerts[0].payloads) == ["push to \(phone.id): Buy milk"])
    }

    @Test func emailAlertsSwitchedOff_orNoMailSystem_sendNoMail() async {
        var settings = UserSettings()
        settings.notifications.emailAlerts = false
        alerts.add(reminder(7), owner: owner(id: 1, settings: settings), alertAt: fixtureDate)
        alerts.add(reminder(8), owner: owner(id: 2), alertAt: fixtureDate)

        let outcomes = await scheduler(emailEnabled: false).runDue()

        #expect(outcomes == [
            .alertQueued(AlertKey(reminderID: 7, alertAt: fixtureDate), messages: 0, late: false),
            .alertQueued(AlertKey(reminderID: 8, alertAt: fixtureDate), messages: 0, late: false),
        ])
        #expect(alerts.claimedAlerts.map(\.payloads.isEmpty) == [true, true])
    }

    @Test func anAlertDueWhileTheServerWasDown_goesOutMarkedLate() async {
        alerts.add(reminder(7), owner: owner(), alertAt: fixtureDate)
        clock.advance(by: 3 * 60 * 60)

        let outcomes = await scheduler().runDue()

        #expect(outcomes == [.alertQueued(AlertKey(reminderID: 7, alertAt: fixtureDate), messages: 1, late: true)])
        #expect(Self.subjects(alerts.claimedAlerts[0].payloads) == ["mail to person1@example.com: Late alert: Buy milk"])
    }

    @Test func anAlertWithinTheRoundsUsualDelay_isNotLate() async {
        alerts.add(reminder(7), owner: owner(), alertAt: fixtureDate)
        clock.advance(by: 2 * 60)

        #expect(await scheduler().runDue() == [.alertQueued(AlertKey(reminderID: 7, alertAt: fixtureDate), messages: 1, late: false)])
    }

    @Test func anAlertMoreThanADayLate_isClaimedAndDropped() async {
        alerts.add(reminder(7), owner: owner(), alertAt: fixtureDate)
        clock.advance(by: 24 * 60 * 60 + 1)

        let outcomes = await scheduler().runDue()

        #expect(outcomes == [.alertDropped(AlertKey(reminderID: 7, alertAt: fixtureDate), lateBy: 24 * 60 * 60 + 1)])
        #expect(alerts.claimedAlerts.map(\.payloads.isEmpty) == [true])
        #expect(await scheduler().runDue() == [])
    }

    @Test func anAlertAnotherProcessClaimedFirst_isStale_andSendsNothing() async {
        alerts.add(reminder(7), owner: owner(), alertAt: fixtureDate)
        alerts.add(reminder(8), owner: owner(), alertAt: fixtureDate.addingTimeInterval(-25 * 60 * 60))
        alerts.loseClaims()

        let outcomes = await scheduler().runDue()

        #expect(outcomes == [
            .alertStale(AlertKey(reminderID: 8, alertAt: fixtureDate.addingTimeInterval(-25 * 60 * 60))),
            .alertStale(AlertKey(reminderID: 7, alertAt: fixtureDate)),
        ])
        #expect(alerts.claimedAlerts.isEmpty)
    }

    @Test func anAlertWhoseReminderIsGone_isClaimedWithNothing() async {
        alerts.add(reminder(7), owner: owner(), alertAt: fixtureDate)
        alerts.forget(reminder: 7)

        #expect(await scheduler().runDue() == [.alertStale(AlertKey(reminderID: 7, alertAt: fixtureDate))])
        #expect(await scheduler().runDue() == [])
    }

    @Test func moreAlertsThanABatch_areAllClaimedInOneRound() async {
        let ada = owner()
        for id in 1...Int64(AlertScheduler.batchSize + 3) {
            alerts.add(reminder(id), owner: ada, alertAt: fixtureDate.addingTimeInterval(-Double(id)))
        }

        let outcomes = await scheduler().runDue()

        #expect(outcomes.count == AlertScheduler.batchSize + 3)
        #expect(Set(alerts.claimedAlerts.map(\.alert.key.reminderID)).count == AlertScheduler.batchSize + 3)
    }

    @Test func aFailingStore_endsTheRound() async {
        alerts.add(reminder(7), owner: owner(), alertAt: fixtureDate)
        alerts.setFailure(.unavailable("disk I/O error"))

        #expect(await scheduler().runDue() == [.storageFailed(.unavailable("disk I/O error"))])
        await #expect(throws: RepositoryError.unavailable("disk I/O error")) { try await scheduler().nextDue() }
    }

    @Test func aFailingDeviceList_endsTheRound_leavingTheAlertPending() async {
        alerts.add(reminder(7), owner: owner(), alertAt: fixtureDate)
        devices.setFailure(.unavailable("busy"))

        #expect(await scheduler().runDue() == [.storageFailed(.unavailable("busy"))])
        devices.setFailure(nil)
        #expect(await scheduler().runDue() == [.alertQueued(AlertKey(reminderID: 7, alertAt: fixtureDate), messages: 1, late: false)])
    }

    // MARK: Summaries

    /// 2026-11-21 08:00 in Berlin (UTC+1).
    private let berlinEight = Date(timeIntervalSince1970: 1_795_244_400)

    private func summaryOwner(confirmed: Bool = true) -> User {
        var settings = UserSettings(timeZone: "Europe/Berlin")
        settings.notifications.dailySummary = true
        return owner(confirmed: confirmed, settings: settings)
    }

    @Test func aSummary_listsWhatIsDueThatDayAndOverdue_andMovesToTheNextDaysTime() async {
        let ada = summaryOwner()
        alerts.add(reminder(1, "Today's", due: "2026-11-21"), owner: ada)
        alerts.add(reminder(2, "Yesterday's", due: "2026-11-20"), owner: ada)
        alerts.add(reminder(3, "Tomorrow's", due: "2026-11-22"), owner: ada)
        alerts.add(reminder(4, "Someone else's", due: "2026-11-21"), owner: owner(id: 2))
        alerts.scheduleSummary(of: ada, at: berlinEight)
        clock.set(berlinEight)

        let outcomes = await scheduler().runDue()

        #expect(outcomes == [.summaryQueued(1, messages: 1, late: false)])
        let claim = alerts.claimedSummaries[0]
        #expect(claim.next == berlinEight.addingTimeInterval(24 * 60 * 60))
        guard case .mail(let mail) = claim.payloads.first else { Issue.record("no mail"); return }
        #expect(mail.subject == "Summary: 1 due, 1 overdue")
        #expect(mail.text == "Today's, Yesterday's")
        #expect(mail.unsubscribeURL != nil)
    }

    @Test func aSummaryWithNothingToSay_isNotSent_butMovesOn() async {
        let ada = summaryOwner()
        alerts.add(reminder(3, "Tomorrow's", due: "2026-11-22"), owner: ada)
        alerts.scheduleSummary(of: ada, at: berlinEight)
        clock.set(berlinEight)

        #expect(await scheduler().runDue() == [.summaryQueued(1, messages: 0, late: false)])
        #expect(alerts.claimedSummaries.map(\.next) == [berlinEight.addingTimeInterval(24 * 60 * 60)])
    }

    @Test func aSummaryToAnUnconfirmedAddress_isNotSent() async {
        let ada = summaryOwner(confirmed: false)
        alerts.add(reminder(1, "Today's", due: "2026-11-21"), owner: ada)
        alerts.scheduleSummary(of: ada, at: berlinEight)
        clock.set(berlinEight)

        #expect(await scheduler().runDue() == [.summaryQueued(1, messages: 0, late: false)])
    }

    @Test func aLateSummary_isAboutTheDayItWasDue_andMarkedLate() async {
        let ada = summaryOwner()
        alerts.add(reminder(1, "Saturday's", due: "2026-11-21"), owner: ada)
        alerts.scheduleSummary(of: ada, at: berlinEight)
        // 17 hours later it is Sunday 01:00 in Berlin.
        clock.set(berlinEight.addingTimeInterval(17 * 60 * 60))

        #expect(await scheduler().runDue() == [.summaryQueued(1, messages: 1, late: true)])
        guard case .mail(let mail) = alerts.claimedSummaries[0].payloads.first else { Issue.record("no mail"); return }
        #expect(mail.subject == "Summary: 1 due, 0 overdue")
        // The next is Sunday's at 08:00, seven hours on.
        #expect(alerts.claimedSummaries[0].next == berlinEight.addingTimeInterval(24 * 60 * 60))
    }

    @Test func aSummaryMoreThanADayLate_isSkippedToTheNextOne() async {
        let ada = summaryOwner()
        alerts.add(reminder(1, "Today's", due: "2026-11-21"), owner: ada)
        alerts.scheduleSummary(of: ada, at: berlinEight)
        clock.set(berlinEight.addingTimeInterval(3 * 24 * 60 * 60 + 60))

        #expect(await scheduler().runDue() == [.summaryDropped(1, lateBy: 3 * 24 * 60 * 60 + 60)])
        #expect(alerts.claimedSummaries[0].next == berlinEight.addingTimeInterval(4 * 24 * 60 * 60))
        #expect(alerts.claimedSummaries[0].payloads.isEmpty)
    }

    @Test func aSummaryClaimedElsewhere_orOfAnAccountGone_isStale() async {
        let ada = summaryOwner()
        alerts.scheduleSummary(of: ada, at: berlinEight)
        alerts.scheduleSummary(of: owner(id: 2), at: berlinEight)
        alerts.forget(owner: 2)
        alerts.loseClaims()
        clock.set(berlinEight)

        #expect(await scheduler().runDue() == [.summaryStale(1), .summaryStale(2)])
    }

    @Test func aDroppedSummaryClaimedElsewhere_isStale() async {
        alerts.scheduleSummary(of: summaryOwner(), at: berlinEight)
        alerts.loseClaims()
        clock.set(berlinEight.addingTimeInterval(2 * 24 * 60 * 60))

        #expect(await scheduler().runDue() == [.summaryStale(1)])
    }

    @Test func aSummaryOfAPersonWithoutATimeZone_followsTheServersZone() async {
        var settings = UserSettings()
        settings.notifications.dailySummary = true
        let ada = owner(settings: settings)
        alerts.add(reminder(1, "Today's", due: "2026-11-21"), owner: ada)
        alerts.scheduleSummary(of: ada, at: berlinEight)
        clock.set(berlinEight)

        _ = await scheduler().runDue()

        #expect(alerts.claimedSummaries.map(\.next) == [berlinEight.addingTimeInterval(24 * 60 * 60)])
    }

    @Test func moreSummariesThanABatch_areAllClaimedInOneRound() async {
        for id in 1...Int64(AlertScheduler.batchSize + 1) {
            alerts.scheduleSummary(of: owner(id: id, settings: UserSettings(timeZone: "Europe/Berlin")), at: berlinEight)
        }
        clock.set(berlinEight)

        #expect(await scheduler().runDue().count == AlertScheduler.batchSize + 1)
    }
}
