import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The page an alert's "Mark done" link opens: it asks, completes through the person's own use
/// case, says when it was done already, and knows nothing for a link that names nothing.
struct MarkDoneViewModelTests {
    private let token = "4:2.signed"
    private let ada = User.fixture(id: 4)
    private let milk = Reminder.fixture(id: 2, listID: 1, title: "Buy milk", due: DueDate(date: .fixture("2026-11-21"), time: .fixture("17:30")))

    private func viewModel(
        target: AlertLinkTarget?, reminder: MockFetchReminderUseCase, complete: MockSetReminderCompletedUseCase = MockSetReminderCompletedUseCase(),
        people: PeopleSeen = PeopleSeen()
    ) -> MarkDoneViewModel {
        let container = DIContainer.mock(
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")), fetchReminder: reminder, setReminderCompleted: complete
        )
        return MarkDoneViewModel(
            useCases: AccountsContainer.mock(resolveAlertLink: MockResolveAlertLinkUseCase(markDone: target)),
            person: { user in
                people.append(user)
                return container
            },
            strings: strings
        )
    }

    /// Milk's occurrence due 21 Nov at 17:30, its alert at the clock's now.
    private var target: AlertLinkTarget { AlertLinkTarget(user: ada, reminderID: 2, occurrence: AlertLinkOccurrence(due: milk.due, alertAt: fixtureDate)) }

    @Test func opening_asksWithTheListAndDue_andChangesNothing() async {
        let people = PeopleSeen()
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(returning: milk), people: people)

        await viewModel.send(.onAppear(token: token, done: false))

        #expect(viewModel.state == MarkDoneViewModel.State(
            title: "Mark done", token: token, step: .asking, message: "Mark “Buy milk” done?", listID: 1, listName: "Groceries",
            dueText: "Today, 17:30"
        ))
        #expect(people.users == [ada])
    }

    @Test func confirming_completesThroughThePersonsUseCase_andComesBackDone() async {
        let complete = MockSetReminderCompletedUseCase(returning: milk.with { $0.completedAt = fixtureDate })
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(returning: milk), complete: complete)

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == MarkDoneViewModel.State(title: "Mark done", token: token, outcome: .redirect(.markDone(token: token, done: true), flash: nil)))
        #expect(complete.stub.calls == [.init(id: 2, isCompleted: true)])
    }

    @Test func comingBackDone_saysItIsDone() async {
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(returning: milk.with { $0.completedAt = fixtureDate }))

        await viewModel.send(.onAppear(token: token, done: true))

        #expect(viewModel.state == MarkDoneViewModel.State(
            title: "Mark done", token: token, step: .done, message: "“Buy milk” is done.", listID: 1, listName: "Groceries"
        ))
    }

    @Test(arguments: [false, true])
    func aReminderCompletedBefore_saysSo_andCompletesNothing(confirming: Bool) async {
        let complete = MockSetReminderCompletedUseCase()
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(returning: milk.with { $0.completedAt = fixtureDate }), complete: complete)

        await viewModel.send(confirming ? .confirmTapped(token: token) : .onAppear(token: token, done: false))

        #expect(viewModel.state == MarkDoneViewModel.State(
            title: "Mark done", token: token, step: .alreadyDone, message: "“Buy milk” was already done.", listID: 1, listName: "Groceries"
        ))
        #expect(complete.stub.calls.isEmpty)
    }

    /// Issue 26 item 6: `&done=1` said "done" of a reminder that was not.
    @Test func doneInTheAddress_ofAnOpenOccurrence_asks() async {
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(returning: milk))

        await viewModel.send(.onAppear(token: token, done: true))

        #expect(viewModel.state.step == .asking)
        #expect(viewModel.state.message == "Mark “Buy milk” done?")
    }

    /// Issue 26 item 6: the same link posted three times moved a daily reminder three days on.
    @Test(arguments: [false, true])
    func aReminderMovedOnFromTheLinksOccurrence_saysSo_andCompletesNothing(confirming: Bool) async {
        let complete = MockSetReminderCompletedUseCase()
        let next = milk.with { $0.due = DueDate(date: .fixture("2026-11-22"), time: .fixture("17:30")) }
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(returning: next), complete: complete)

        await viewModel.send(confirming ? .confirmTapped(token: token) : .onAppear(token: token, done: false))

        #expect(viewModel.state == MarkDoneViewModel.State(
            title: "Mark done", token: token, step: .movedOn, message: "“Buy milk” has moved on since this link was sent: the link changes nothing.",
            listID: 1, listName: "Groceries"
        ))
        #expect(complete.stub.calls.isEmpty)
    }

    /// Issue 28 item 7: the Mark done page speaks its holder's language, whoever opens it:
    /// its title, its question and the due day ("Heute", not "Today").
    @Test func theLinksPage_speaksTheLanguageOfThePersonItIsFor() async throws {
        var german = target
        german.user = ada.with { $0.settings.language = "de" }
        let container = DIContainer.mock(
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Einkauf")), fetchReminder: MockFetchReminderUseCase(returning: milk)
        )
        let viewModel = MarkDoneViewModel(
            useCases: AccountsContainer.mock(resolveAlertLink: MockResolveAlertLinkUseCase(markDone: german)),
            person: { _ in container }, strings: strings, catalogs: StringCatalogs(try StringCatalog.bundledInEveryLanguage())
        )

        await viewModel.send(.onAppear(token: token, done: false))

        let catalog = try StringCatalog.bundled(language: "de")
        #expect(viewModel.state.language == "de")
        #expect(viewModel.state.title == catalog[.markDoneTitle])
        #expect(viewModel.state.message == catalog.string(.markDoneQuestion, "Buy milk"))
        #expect(viewModel.state.dueText == "Heute, 17:30")
    }

    @Test func comingBackDone_afterARepeatMovedOn_saysItIsDone() async {
        let next = milk.with { $0.due = DueDate(date: .fixture("2026-11-22"), time: .fixture("17:30")) }
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(returning: next))

        await viewModel.send(.onAppear(token: token, done: true))

        #expect(viewModel.state.step == .done)
        #expect(viewModel.state.message == "“Buy milk” is done.")
    }

    @Test(arguments: [false, true])
    func aLinkAWeekAfterItsAlert_hasExpired_andCompletesNothing(confirming: Bool) async {
        let complete = MockSetReminderCompletedUseCase()
        var old = target
        old.occurrence.alertAt = fixtureDate.addingTimeInterval(-7 * 24 * 3600)
        let viewModel = viewModel(target: old, reminder: MockFetchReminderUseCase(returning: milk), complete: complete)

        await viewModel.send(confirming ? .confirmTapped(token: token) : .onAppear(token: token, done: true))

        #expect(viewModel.state == MarkDoneViewModel.State(
            title: "Mark done", token: token, step: .expired,
            message: "This link for “Buy milk” has expired: a Mark done link works for 7 days after its alert. Mark it done from its list.",
            listID: 1, listName: "Groceries"
        ))
        #expect(complete.stub.calls.isEmpty)
    }

    @Test(arguments: [false, true])
    func aLinkThatNamesNobody_isNotFound(confirming: Bool) async {
        let people = PeopleSeen()
        let viewModel = viewModel(target: nil, reminder: MockFetchReminderUseCase(), people: people)

        await viewModel.send(confirming ? .confirmTapped(token: "forged") : .onAppear(token: "forged", done: false))

        #expect(viewModel.state == MarkDoneViewModel.State(title: "Mark done", token: "forged", outcome: .notFound))
        #expect(people.users.isEmpty)
    }

    @Test func aReminderSinceDeleted_isNotFound() async {
        let complete = MockSetReminderCompletedUseCase()
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(failing: .notFound), complete: complete)

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == MarkDoneViewModel.State(title: "Mark done", token: token, outcome: .notFound))
        #expect(complete.stub.calls.isEmpty)
    }

    @Test func storageFailing_isTheErrorPage() async {
        let complete = MockSetReminderCompletedUseCase(failing: .unavailable("disk I/O error"))
        let viewModel = viewModel(target: target, reminder: MockFetchReminderUseCase(returning: milk), complete: complete)

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == MarkDoneViewModel.State(
            title: "Mark done", token: token, outcome: .failed(strings[.unavailable], cause: "disk I/O error")
        ))
    }
}

/// The people whose use cases a link page asked for.
final class PeopleSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [User] = []

    var users: [User] { lock.withLock { seen } }

    func append(_ user: User) {
        lock.withLock { seen.append(user) }
    }
}
