import Domain
import Entities
import Foundation
import Mocks
import Presentation
import Web

extension Preview {
    /// Issue 18's pages and states, in each language: a reminder's alert in the editor, the
    /// Notifications form of the settings page, and the pages an alert's "Mark done" link and the
    /// summary's stop link open (signed out, as from an email).
    static let notifications: [Preview] = [("en", ""), ("de", ", in German")].flatMap { language, suffix in
        [
            Preview("With an alert\(suffix)", .reminder(2), language: language) { editing(Samples.open[1]) },
            Preview("Notifications on\(suffix)", .settings, language: language, user: Samples.notifiedUser) { settingsPage() },
            Preview("Notifications off, address unconfirmed\(suffix)", .settings, language: language, user: Samples.quietUser) {
                settingsPage()
            },
            Preview("Notification time refused\(suffix)", .settings, sending: SettingsViewModel.Action.saveNotificationsTapped(NotificationSettingsDraft(
                emailAlerts: true, dailySummary: true, summaryTime: nil, dateOnlyAlertTime: .fixture("08:15")
            )), status: .unprocessableContent, language: language, user: Samples.notifiedUser) {
                settingsPage()
            },
            Preview(signedOut: "Mark done\(suffix)", Samples.markDoneRoute(), language: language, link: { markingDone(Samples.open[1], speaking: $0) }),
            Preview(signedOut: "Marked done\(suffix)", Samples.markDoneRoute(done: true), language: language, link: { language in
                var done = Samples.open[1]
                done.completedAt = FixedCalendarClock().now()
                return markingDone(done, speaking: language)
            }),
            Preview(signedOut: "Already done\(suffix)", Samples.markDoneRoute(), language: language, link: { markingDone(Samples.completed[0], speaking: $0) }),
            Preview(signedOut: "Moved on since the link\(suffix)", Samples.markDoneRoute(), language: language, link: { language in
                markingDone(Samples.open[1], occurrenceDue: Samples.open[1].due.map { DueDate(date: $0.date.previous, time: $0.time) }, speaking: language)
            }),
            Preview(signedOut: "Link expired\(suffix)", Samples.markDoneRoute(), language: language, link: { language in
                markingDone(Samples.open[1], alertAt: FixedCalendarClock().now().addingTimeInterval(-8 * 24 * 3600), speaking: language)
            }),
            Preview(signedOut: "Link names nothing\(suffix)", Samples.markDoneRoute(), status: .notFound, language: language, link: { markingDone(nil, speaking: $0) }),
            Preview(signedOut: "Stop the summary\(suffix)", Samples.stopSummaryRoute(), language: language, link: { stoppingSummary(speaking: $0) }),
            Preview(signedOut: "Summary stopped\(suffix)", Samples.stopSummaryRoute(stopped: true), language: language, link: { stoppingSummary(speaking: $0) }),
        ]
    }

    /// The settings page's use cases: the sample lists.
    private static func settingsPage() -> DIContainer {
        .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), fetchPushDevices: MockFetchPushDevicesUseCase(returning: []))
    }

    /// The accounts of a Mark done link about `reminder` (nil: a link that names nothing), sent
    /// for its occurrence due `occurrenceDue` (by default its due date now) with its alert at `alertAt`.
    /// The link's person speaks `language`.
    private static func markingDone(
        _ reminder: Reminder?, occurrenceDue: DueDate?? = nil, alertAt: Date = FixedCalendarClock().now(), speaking language: String
    ) -> AccountsContainer {
        let target = reminder.map {
            AlertLinkTarget(user: speaking(language), reminderID: $0.id, occurrence: AlertLinkOccurrence(due: occurrenceDue ?? $0.due, alertAt: alertAt))
        }
        let container = DIContainer.mock(
            fetchList: MockFetchListUseCase(returning: Samples.groceries),
            fetchReminder: reminder.map { MockFetchReminderUseCase(returning: $0) } ?? MockFetchReminderUseCase()
        )
        return .mock(resolveAlertLink: MockResolveAlertLinkUseCase(markDone: target), container: container)
    }

    /// The person alerts are sent to, speaking `language`.
    private static func speaking(_ language: String) -> User {
        var user = Samples.notifiedUser
        user.settings.language = language
        return user
    }

    /// The accounts of a summary's stop link, for a person speaking `language`.
    private static func stoppingSummary(speaking language: String) -> AccountsContainer {
        .mock(resolveAlertLink: MockResolveAlertLinkUseCase(stopSummary: speaking(language)))
    }
}
