import Domain
import Entities
import Foundation
import Mocks
import Presentation
import Web

/// The people, lists and reminders the previews show, made from the fixtures in `Mocks`. The
/// clock is theirs too: `FixedCalendarClock`, noon of 2026-11-21, so "today" and "overdue" hold.
enum Samples {
    static let session = AuthenticatedSession.fixture(user: .fixture(displayName: "Ada Lovelace"))

    /// The sample session of a person who reads the app in `language`.
    static func session(language: String) -> AuthenticatedSession {
        var session = session
        session.user.settings.language = language
        return session
    }

    static let groceries = ReminderList.fixture(id: 1, name: "Groceries", color: .orange, icon: .cart)
    static let work = ReminderList.fixture(id: 2, name: "Work", color: .indigo, icon: .work)
    static let home = ReminderList.fixture(id: 3, name: "Home — the long list of everything the house needs", color: .green, icon: .home)
    /// A list nobody chose a look for: blue, with the plain list icon.
    static let books = ReminderList.fixture(id: 4, name: "Books")

    static let summaries: [ReminderListSummary] = [
        // Books is someone else's, shared with the sample person: the navigation marks it.
        ReminderListSummary(list: books, openCount: 2, isShared: true, people: ["Grace Hopper"]), .fixture(list: groceries, openCount: 4), .fixture(list: home, openCount: 0),
        .fixture(list: work, openCount: 121),
    ]

    /// The sidebar's counts of the sample lists.
    static let overview = ReminderOverview(lists: summaries, counts: [.today: 2, .scheduled: 3, .flagged: 1, .all: 127, .completed: 52])

    /// Open reminders of every kind: overdue with notes and a link (its host long), due today at a
    /// time and flagged, due later, undated.
    static let open: [Reminder] = [
        .fixture(id: 1, title: "Pick up bread", notes: "The sourdough from the corner bakery, not the supermarket's.",
                 due: DueDate(date: .fixture("2026-11-20")), priority: .medium, tags: [Tag("errands")!, Tag("Bakery")!],
                 link: WebLink("https://www.the-corner-bakery-on-market-street.example/breads/sourdough?size=large")),
        .fixture(id: 2, title: "Buy milk", due: DueDate(date: .fixture("2026-11-21"), time: .fixture("17:30")), priority: .high,
                 isFlagged: true, alert: ReminderAlert(minutesBefore: 15)),
        .fixture(id: 3, title: "Coffee beans", due: DueDate(date: .fixture("2026-11-24")),
                 repetition: Repetition(rule: RepeatRule(.weekly(on: [.tuesday, .friday]), every: 2, end: .onDate(.fixture("2027-12-31"))),
                                        firstDate: .fixture("2026-11-24")), tags: [Tag("errands")!]),
        .fixture(id: 4, title: "Eggs, a dozen", priority: .low),
    ]

    /// The tags of the open samples, with their counts.
    static let tagCounts: [TagCount] = [
        TagCount(tag: Tag("Bakery")!, openCount: 1), TagCount(tag: Tag("errands")!, openCount: 2),
    ]

    /// Reminders done, most recently first.
    static let completed: [Reminder] = [
        .fixture(id: 5, title: "Olive oil", completedAt: fixtureDate.addingTimeInterval(-3_600)),
        .fixture(id: 6, listID: 2, title: "Send the invoice", due: DueDate(date: .fixture("2026-11-19")),
                 completedAt: fixtureDate.addingTimeInterval(-86_400)),
    ]

    /// Page `number` of `total` generated reminders of `list`.
    static func generated(page number: Int, of total: Int, list: ReminderList.ID = 2) -> Page<Reminder> {
        let size = PageRequest.defaultSize
        let first = (number - 1) * size
        let items = (first..<min(first + size, total)).map { (index: Int) -> Reminder in
            let due: DueDate? = index % 3 == 0 ? DueDate(date: LocalDate.fixture("2026-11-2\(index % 10)")) : nil
            let priority: Priority = index % 7 == 0 ? .high : .none
            return Reminder.fixture(id: Int64(100 + index), listID: list, title: "Reply to message \(index + 1)", due: due, priority: priority)
        }
        return Page(items: items, number: number, size: size, totalCount: total)
    }

    /// A page holding `items` and nothing more.
    static func page(_ items: [Reminder]) -> Page<Reminder> {
        Page(items: items, number: 1, size: PageRequest.defaultSize, totalCount: items.count)
    }

    /// A list page of `list` with `reminders`, beside every sample list, read by someone with
    /// `role` on it (its owner unless told otherwise).
    static func listPage(_ list: ReminderList = groceries, _ reminders: Page<Reminder>, role: ListRole = .owner) -> ReminderListPage {
        ReminderListPage(list: list, reminders: reminders, lists: summaries, role: role)
    }
}

extension Samples {
    /// A person with a confirmed address who gets email alerts and the summary at 07:30.
    static let notifiedUser: User = {
        var user = session.user
        user.emailConfirmedAt = fixtureDate
        user.settings.notifications = NotificationSettings(
            emailAlerts: true, dailySummary: true, summaryTime: .fixture("07:30"), dateOnlyAlertTime: .fixture("08:00")
        )
        return user
    }()

    /// A person who has not confirmed their address and switched email alerts off.
    static let quietUser: User = {
        var user = session.user
        user.emailConfirmedAt = nil
        user.settings.notifications = NotificationSettings(emailAlerts: false, dailySummary: false)
        return user
    }()

    /// The Mark done page of the sample "Buy milk" alert (`done`: after completing it).
    static func markDoneRoute(done: Bool = false) -> Route {
        .markDone(token: "1:2.c2lnbmVk", done: done)
    }

    /// The stop page of the sample person's summary (`stopped`: after stopping it).
    static func stopSummaryRoute(stopped: Bool = false) -> Route {
        .stopSummary(token: "1.c2lnbmVk", stopped: stopped)
    }
}
