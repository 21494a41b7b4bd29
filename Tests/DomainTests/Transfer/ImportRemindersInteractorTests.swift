import Domain
import Entities
import Foundation
import Mocks
import Testing

/// Importing a file into a list: all or nothing, parents before subtasks, the rules of typed reminders.
struct ImportRemindersInteractorTests {
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))
    private let list = ReminderList.fixture(id: 1, name: "Trip")

    private func importing(_ transfers: [ReminderTransfer], into store: InMemoryUnitOfWork, listID: ReminderList.ID = 1) async throws -> ImportCount {
        try await ImportRemindersInteractor(unitOfWork: store, access: .fixture(), format: FakeReminderFileFormat(decoding: .success(transfers)), clock: clock)
            .execute(listID: listID, file: Data("file".utf8))
    }

    @Test func everyReminder_isAdded_subtasksUnderTheirParents_inOneUnitOfWork() async throws {
        let store = InMemoryUnitOfWork(lists: [list])
        let due = DueDate(date: .fixture("2026-12-01"), time: .fixture("09:00"))
        let transfers = [
            ReminderTransfer(uid: "b", title: "Passport", parentUID: "a", line: 9),
            ReminderTransfer(
                uid: "a", title: "Pack for the trip #travel", notes: "Tonight", due: due, priority: .high, isFlagged: true,
                repeatRule: RepeatRule(.weekly(on: [.tuesday])), tags: [Tag("bags")!], createdAt: fixtureDate,
                alert: ReminderAlert(minutesBefore: 60), line: 3
            ),
            ReminderTransfer(uid: "c", title: "Old ticket", completedAt: fixtureDate, line: 15),
        ]

        let count = try await importing(transfers, into: store)

        #expect(count == ImportCount(added: 3, updated: 0) && store.commits == 1)
        #expect(store.reminder(1) == Reminder(
            id: 1, listID: 1, title: "Pack for the trip", notes: "Tonight", due: due, priority: .high, isFlagged: true, createdAt: fixtureDate,
            repetition: Repetition(rule: RepeatRule(.weekly(on: [.tuesday])), firstDate: .fixture("2026-12-01")),
            tags: [Tag("bags")!, Tag("travel")!], alert: ReminderAlert(minutesBefore: 60), uid: ReminderUID("a")
        ))
        #expect(store.reminder(2) == Reminder(id: 2, listID: 1, title: "Old ticket", completedAt: fixtureDate, createdAt: clock.date, uid: ReminderUID("c")))
        #expect(store.reminder(3) == Reminder(id: 3, listID: 1, title: "Passport", createdAt: clock.date, parentID: 1, uid: ReminderUID("b")))
    }

    @Test func aSubtaskOfASubtask_hangsUnderItsTopmostAncestor_andAMissingParentLeavesItOnItsOwn() async throws {
        let store = InMemoryUnitOfWork(lists: [list])
        let transfers = [
            ReminderTransfer(uid: "a", title: "Trip"), ReminderTransfer(uid: "b", title: "Bags", parentUID: "a"),
            ReminderTransfer(uid: "c", title: "Socks", parentUID: "b"), ReminderTransfer(uid: "d", title: "Orphan", parentUID: "zzz"),
            ReminderTransfer(uid: "x", title: "Loop one", parentUID: "y"), ReminderTransfer(uid: "y", title: "Loop two", parentUID: "x"),
        ]

        _ = try await importing(transfers, into: store)

        let byTitle = Dictionary(uniqueKeysWithValues: store.contents.reminders.values.map { ($0.title, $0) })
        #expect(byTitle["Bags"]?.parentID == byTitle["Trip"]?.id && byTitle["Socks"]?.parentID == byTitle["Trip"]?.id)
        #expect(byTitle["Orphan"]?.parentID == nil && byTitle["Trip"]?.parentID == nil)
        #expect([byTitle["Loop one"]?.parentID, byTitle["Loop two"]?.parentID].compactMap { $0 }.count <= 1)
    }

    @Test func twoRemindersWithOneUID_areBothAdded_theLaterWithANewUID_andASubtaskHangsUnderTheLaterOne() async throws {
        let store = InMemoryUnitOfWork(lists: [list])
        let transfers = [
            ReminderTransfer(uid: "a", title: "First"), ReminderTransfer(uid: "a", title: "Second"),
            ReminderTransfer(uid: "b", title: "Step", parentUID: "a"),
        ]

        #expect(try await importing(transfers, into: store) == ImportCount(added: 3, updated: 0))

        let byTitle = Dictionary(uniqueKeysWithValues: store.contents.reminders.values.map { ($0.title, $0) })
        #expect(byTitle["Step"]?.parentID == byTitle["Second"]?.id && byTitle["First"]?.id != nil)
        #expect(byTitle["First"]?.uid == ReminderUID("a") && byTitle["Second"]?.uid == nil)
    }

    @Test func aReminderBreakingARule_refusesTheWholeFile_namingItsLine() async {
        let store = InMemoryUnitOfWork(lists: [list])
        let transfers = [ReminderTransfer(uid: "a", title: "Fine title", line: 3), ReminderTransfer(uid: "b", title: "Go", line: 12)]

        await #expect(throws: DomainError.invalid(ValidationErrors([.file: .inFile(line: 12, field: .title, issue: .tooShort(minimum: 3))]))) {
            try await importing(transfers, into: store)
        }
        #expect(store.commits == 0 && store.contents.reminders.isEmpty)
    }

    @Test(arguments: [
        (ReminderFileError.malformed(line: 7, reason: "DUE is not a date"), ValidationIssue.unreadableFile(line: 7, reason: "line 7: DUE is not a date")),
        (.unsupported(line: 9, reason: "RDATE"), .unreadableFile(line: 9, reason: "line 9: RDATE, which this app cannot keep")),
        (.notUTF8, .unreadableFile(line: nil, reason: "the file is not UTF-8 text")),
        (.noReminders, .emptyFile),
    ])
    func aFileThatCannotBeRead_isRefused_withItsLine(error: ReminderFileError, issue: ValidationIssue) async {
        let store = InMemoryUnitOfWork(lists: [list])
        let interactor = ImportRemindersInteractor(unitOfWork: store, access: .fixture(), format: FakeReminderFileFormat(decoding: .failure(error)), clock: clock)
        await #expect(throws: DomainError.invalid(ValidationErrors([.file: issue]))) { try await interactor.execute(listID: 1, file: Data()) }
        #expect(store.commits == 0)
    }

    @Test func aFailingWrite_leavesNothingAdded() async {
        let store = InMemoryUnitOfWork(lists: [list])
        store.failingWrite = 2
        await #expect(throws: DomainError.unavailable("write 2 failed")) {
            try await importing([ReminderTransfer(uid: "a", title: "First"), ReminderTransfer(uid: "b", title: "Second")], into: store)
        }
        #expect(store.contents.reminders.isEmpty)
    }

    @Test func anotherPersonsList_isNotFound() async {
        let store = InMemoryUnitOfWork(lists: [list])
        await #expect(throws: DomainError.notFound) { try await importing([ReminderTransfer(uid: "a", title: "First")], into: store, listID: 9) }
    }
}

/// A file imported again: matched by uid among the person's own reminders, updated, not doubled.
struct ImportRemindersInteractorUIDTests {
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))
    private let trip = ReminderList.fixture(id: 1, name: "Trip")
    private let home = ReminderList.fixture(id: 2, name: "Home")

    private func importing(_ transfers: [ReminderTransfer], into store: InMemoryUnitOfWork) async throws -> ImportCount {
        try await ImportRemindersInteractor(unitOfWork: store, access: .fixture(), format: FakeReminderFileFormat(decoding: .success(transfers)), clock: clock)
            .execute(listID: 1, file: Data("file".utf8))
    }

    @Test func aUIDOfThePersonsOwnReminder_updatesIt_inItsPlace_andAnUnknownUIDIsAdded_keepingIt() async throws {
        let rule = RepeatRule(.daily)
        let passport = Reminder.fixture(
            id: 4, listID: 2, title: "Passport", due: DueDate(date: .fixture("2026-11-30")), createdAt: fixtureDate, parentID: 3,
            repetition: Repetition(rule: rule, firstDate: .fixture("2026-11-28"), completedCount: 2)
        ) { $0.uid = ReminderUID("own") }
        let parent = Reminder.fixture(id: 3, listID: 2, title: "Papers") { $0.uid = ReminderUID("papers") }
        let store = InMemoryUnitOfWork(lists: [trip, home], reminders: [parent, passport])
        let due = DueDate(date: .fixture("2026-11-30"), time: .fixture("08:00"))

        let count = try await importing([
            ReminderTransfer(uid: "own", title: "Passport and visa", due: due, isFlagged: true, completedAt: clock.date, repeatRule: rule),
            ReminderTransfer(uid: "new", title: "Sunscreen"),
        ], into: store)

        #expect(count == ImportCount(added: 1, updated: 1))
        var updated = passport
        updated.title = "Passport and visa"
        updated.due = due
        updated.isFlagged = true
        updated.completedAt = clock.date
        // Its list, parent, creation and the repeat's progress stay.
        #expect(store.reminder(4) == updated)
        #expect(store.reminder(5) == Reminder(id: 5, listID: 1, title: "Sunscreen", createdAt: clock.date, uid: ReminderUID("new")))
        #expect(store.contents.reminders.count == 3)
    }

    @Test func aUIDOfSomeoneElsesReminder_isAddedAsNew_withANewUID() async throws {
        let store = InMemoryUnitOfWork(lists: [trip], othersUIDs: [ReminderUID("theirs")!])

        let count = try await importing([ReminderTransfer(uid: "theirs", title: "Borrowed")], into: store)

        #expect(count == ImportCount(added: 1, updated: 0))
        #expect(store.reminder(1) == Reminder(id: 1, listID: 1, title: "Borrowed", createdAt: clock.date, uid: nil))
    }

    @Test(arguments: ["", String(repeating: "u", count: ReminderUID.maximumLength + 1)])
    func aUIDThatIsNoReminderUID_isAddedAsNew_withANewUID(text: String) async throws {
        let store = InMemoryUnitOfWork(lists: [trip])

        #expect(try await importing([ReminderTransfer(uid: text, title: "Odd one")], into: store) == ImportCount(added: 1, updated: 0))
        #expect(store.reminder(1)?.uid == nil)
    }

    @Test func aNewSubtaskOfAnUpdatedReminderInAnotherList_isAddedOnItsOwn() async throws {
        let elsewhere = Reminder.fixture(id: 3, listID: 2, title: "Papers") { $0.uid = ReminderUID("papers") }
        let store = InMemoryUnitOfWork(lists: [trip, home], reminders: [elsewhere])

        let count = try await importing([
            ReminderTransfer(uid: "papers", title: "Papers"), ReminderTransfer(uid: "visa", title: "Visa", parentUID: "papers"),
        ], into: store)

        #expect(count == ImportCount(added: 1, updated: 1))
        #expect(store.reminder(4)?.parentID == nil && store.reminder(4)?.listID == 1)
    }
}

struct ExportListInteractorTests {
    private let archives = MockReminderArchiveRepository()
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))

    @Test func theListsReminders_areWrittenAsTransfers_withTheirUIDs_inAFileNamedForTheList() async throws {
        let format = FakeReminderFileFormat()
        let rule = RepeatRule(.daily, end: .afterOccurrences(5))
        let water = Reminder.fixture(
            id: 7, listID: 2, title: "Water", due: DueDate(date: .fixture("2026-12-03")),
            repetition: Repetition(rule: rule, firstDate: .fixture("2026-12-01"), completedCount: 2)
        ) { $0.uid = ReminderUID("2f6c-water") }
        let step = Reminder.fixture(id: 8, listID: 2, title: "Fill the can", parentID: 7) { $0.uid = ReminderUID("9a1d-can") }
        archives.archive.returns(ReminderArchive(lists: [.fixture(id: 2, name: "Home/Garden: \"plants\"")], reminders: [water, step]))

        let file = try await ExportListInteractor(archives: archives, access: .fixture(), format: format, clock: clock).execute(listID: 2)

        #expect(archives.archive.calls == [2])
        #expect(file.name == "Home-Garden- -plants-.txt" && file.mediaType == "text/plain; charset=utf-8")
        #expect(String(decoding: file.contents, as: UTF8.self) == "list Home/Garden: \"plants\"\n2f6c-water Water\n9a1d-can Fill the can")
        let written = try #require(format.encoded.first)
        #expect(written.stampedAt == clock.date && written.timeZone == clock.timeZone)
        // Three of five occurrences are left, counted from the current due date.
        #expect(written.reminders[0].repeatRule == RepeatRule(.daily, end: .afterOccurrences(3)))
        #expect(written.reminders[1].parentUID == "2f6c-water")
    }

    @Test func aReminderWithoutAUID_isWrittenAsReminderAndItsID() async throws {
        let format = FakeReminderFileFormat()
        let parent = Reminder.fixture(id: 7, listID: 2, title: "Water")
        archives.archive.returns(ReminderArchive(lists: [.fixture(id: 2)], reminders: [parent, .fixture(id: 8, listID: 2, title: "Can", parentID: 7)]))

        _ = try await ExportListInteractor(archives: archives, access: .fixture(), format: format, clock: clock).execute(listID: 2)

        #expect(format.encoded.first?.reminders.map { [$0.uid, $0.parentUID] } == [["reminder-7", nil], ["reminder-8", "reminder-7"]])
    }

    @Test func anotherPersonsList_isNotFound() async {
        archives.archive.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) {
            try await ExportListInteractor(archives: archives, access: .fixture(), format: FakeReminderFileFormat(), clock: clock).execute(listID: 2)
        }
    }
}
