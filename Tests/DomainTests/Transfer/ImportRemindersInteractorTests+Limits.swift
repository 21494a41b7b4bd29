@testable import Domain
import Entities
import Foundation
import Mocks
import Synchronization
import Testing
import TimingTestSupport

/// What one file may cost: a long chain of parents, more reminders than anyone keeps, and imports
/// that read their files while the server answers other requests.
@Suite(.timeSensitive) struct ImportRemindersLimitTests {
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))
    private let list = ReminderList.fixture(id: 1, name: "Trip")

    @Test func aChainOf14000Parents_isResolved_everyLinkUnderTheFirst() {
        // given: each reminder the subtask of the one before, listed from the deepest up (the
        // order that made every reminder walk the whole chain: 20 s of CPU for this one)
        let count = 14_000
        let transfers = (0..<count).reversed().map { index in
            ReminderTransfer(uid: "link-\(index)", title: "Link \(index)", parentUID: index == 0 ? nil : "link-\(index - 1)")
        }

        let roots = ImportPlan.topmostAncestors(of: transfers)

        #expect(roots == Array(repeating: "link-0", count: count - 1) + [nil])
    }

    /// A chain through the whole use case and its store; its length is kept small, since the
    /// in-memory store's cost in a debug coverage build would hold a thread of the suite's
    /// two-thread pool for a minute: the 14,000-link resolution is the test above.
    @Test func aLongChain_importsEveryLink_underTheFirst() async throws {
        let count = 1_000
        let transfers = (0..<count).reversed().map { index in
            ReminderTransfer(uid: "link-\(index)", title: "Link \(index)", parentUID: index == 0 ? nil : "link-\(index - 1)")
        }
        let store = InMemoryUnitOfWork(lists: [list])
        let interactor = ImportRemindersInteractor(unitOfWork: store, access: .fixture(), format: FakeReminderFileFormat(decoding: .success(transfers)), clock: clock)

        let imported = try await interactor.execute(listID: 1, file: Data("file".utf8))

        // then: the first link is the one top-level reminder, every other hangs under it
        #expect(imported == ImportCount(added: count, updated: 0) && store.contents.reminders.count == count)
        let top = try #require(store.contents.reminders.values.first { $0.title == "Link 0" })
        #expect(top.parentID == nil)
        #expect(store.contents.reminders.values.filter { $0.parentID == top.id }.count == count - 1)
    }

    @Test func aLoopOfParents_leavesOneOfItOnItsOwn_andTheRestUnderIt_andASecondUIDUnderItsParentsTop() async throws {
        let transfers = [
            ReminderTransfer(uid: "a", title: "Tail", parentUID: "b"), ReminderTransfer(uid: "b", title: "Loop one", parentUID: "c"),
            ReminderTransfer(uid: "c", title: "Loop two", parentUID: "b"), ReminderTransfer(uid: "d", title: "Itself", parentUID: "d"),
            ReminderTransfer(uid: "d", title: "Itself again", parentUID: "a"),
        ]
        let store = InMemoryUnitOfWork(lists: [list])

        _ = try await ImportRemindersInteractor(unitOfWork: store, access: .fixture(), format: FakeReminderFileFormat(decoding: .success(transfers)), clock: clock)
            .execute(listID: 1, file: Data("file".utf8))

        let byTitle = Dictionary(uniqueKeysWithValues: store.contents.reminders.values.map { ($0.title, $0) })
        let loopTwo = try #require(byTitle["Loop two"])
        #expect(loopTwo.parentID == nil && byTitle["Itself"]?.parentID == nil)
        #expect(byTitle["Tail"]?.parentID == loopTwo.id && byTitle["Loop one"]?.parentID == loopTwo.id)
        // a second reminder with one uid hangs under its parent's top
        #expect(byTitle["Itself again"]?.parentID == loopTwo.id)
    }

    @Test func aSecondUID_hangsUnderItsParentsTop_unlessThatTopIsItsOwnUID_orItHasNoParentInTheFile() {
        let transfers = [
            ReminderTransfer(uid: "a", title: "Top"), ReminderTransfer(uid: "b", title: "Under the top", parentUID: "a"),
            ReminderTransfer(uid: "b", title: "Again under the top", parentUID: "a"),
            ReminderTransfer(uid: "x", title: "Another top"), ReminderTransfer(uid: "y", title: "Under x", parentUID: "x"),
            ReminderTransfer(uid: "x", title: "x again, under y", parentUID: "y"),
            ReminderTransfer(uid: "c", title: "Orphan", parentUID: "gone"), ReminderTransfer(uid: "c", title: "Orphan again", parentUID: "gone"),
        ]

        #expect(ImportPlan.topmostAncestors(of: transfers) == [nil, "a", "a", nil, "x", nil, nil, nil])
    }

    @Test func aFileOfMoreRemindersThanTheLimit_isRefused_andNothingIsAdded() async {
        let limit = 10_000
        let transfers = (0...limit).map { ReminderTransfer(uid: "r\($0)", title: "Reminder \($0)", line: $0 + 1) }
        let store = InMemoryUnitOfWork(lists: [list])
        let interactor = ImportRemindersInteractor(unitOfWork: store, access: .fixture(), format: FakeReminderFileFormat(decoding: .success(transfers)), clock: clock)

        await #expect(throws: DomainError.invalid(ValidationErrors([.file: .tooMany(maximum: limit)]))) {
            try await interactor.execute(listID: 1, file: Data("file".utf8))
        }
        #expect(store.commits == 0 && store.contents.reminders.isEmpty)
    }

    /// The plan alone: storing 10,000 in the in-memory store would hold a thread of the suite's
    /// pool for a minute in a debug coverage build (`Benchmarks/import.sh` stores such a file through the real server).
    @Test func aFileOfExactlyTheLimit_isPlannedWhole() throws {
        let transfers = (0..<10_000).map { ReminderTransfer(uid: "r\($0)", title: "Reminder \($0)") }

        let plan = try ImportPlan(transfers, listID: 1, now: clock.now())

        #expect(plan.items.count == 10_000)
    }

    @Test func importsAtOnce_readOneFileAtATime_offThePoolThatServesRequests() async throws {
        // given: a format whose reading blocks its thread until released, as a long file's would
        let format = BlockingFileFormat()
        let interactor = ImportRemindersInteractor(unitOfWork: InMemoryUnitOfWork(lists: [list]), access: .fixture(), format: format, clock: clock)

        // when: three imports start at once, and one of them is reading
        let imports = (0..<3).map { _ in Task { try await interactor.execute(listID: 1, file: Data("file".utf8)) } }
        try await waitUntil { format.reading > 0 }

        // then: more tasks than the pool has threads still run meanwhile, and only one file is read at a time
        let answered = await withTaskGroup(of: Int.self) { group in
            for index in 0..<(ProcessInfo.processInfo.activeProcessorCount * 4) { group.addTask { index } }
            return await group.reduce(0) { count, _ in count + 1 }
        }
        #expect(answered == ProcessInfo.processInfo.activeProcessorCount * 4)
        #expect(format.reading == 1 && format.finished == 0)

        format.release(3)
        // The same file three times: the first adds its reminder, the others update it.
        var counts: [ImportCount] = []
        for task in imports { counts.append(try await task.value) }
        #expect(counts.map(\.added).reduce(0, +) == 1 && counts.map(\.updated).reduce(0, +) == 2)
        #expect(format.mostAtOnce == 1 && format.finished == 3)
    }
}

/// A file format whose `decode` blocks its thread until `release`d (at most 10 s, so that a
/// broken rule ends the test rather than the suite), counting how many decode at once.
private final class BlockingFileFormat: ReminderFileFormat, Sendable {
    let mediaType = "text/plain"
    let fileExtension = "txt"
    private struct Counts { var reading = 0, mostAtOnce = 0, finished = 0 }
    private let counts = Mutex(Counts())
    private let gate = DispatchSemaphore(value: 0)

    var reading: Int { counts.withLock { $0.reading } }
    var mostAtOnce: Int { counts.withLock { $0.mostAtOnce } }
    var finished: Int { counts.withLock { $0.finished } }

    func release(_ count: Int) {
        for _ in 0..<count { gate.signal() }
    }

    func decode(_ file: Data, timeZone: TimeZone) throws(ReminderFileError) -> ReminderFile {
        counts.withLock { counts in
            counts.reading += 1
            counts.mostAtOnce = max(counts.mostAtOnce, counts.reading)
        }
        _ = gate.wait(timeout: .now() + 10)
        counts.withLock { counts in
            counts.reading -= 1
            counts.finished += 1
        }
        return ReminderFile(reminders: [ReminderTransfer(uid: "a", title: "Blocked")])
    }

    func encode(_ list: ReminderFile, timeZone: TimeZone, stampedAt: Date) -> Data { Data() }
}
