import Domain
import Entities
import Foundation
import Mocks
import Testing

/// A file's colour and icon on import: taken by a list that still has the default look, never
/// over a look someone chose; and written on export.
struct ImportAppearanceTests {
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))
    private let reminders = [ReminderTransfer(uid: "a", title: "Passport", line: 3)]

    private func importing(
        _ appearance: ListAppearance, into list: ReminderList, as role: ListRole = .owner
    ) async throws -> InMemoryUnitOfWork {
        let store = InMemoryUnitOfWork(lists: [list])
        let format = FakeReminderFileFormat(decoding: .success(reminders), appearance: appearance)
        _ = try await ImportRemindersInteractor(unitOfWork: store, access: .fixture(role), format: format, clock: clock)
            .execute(listID: list.id, file: Data("file".utf8))
        return store
    }

    @Test func aListWithTheDefaultLook_takesTheFilesColourAndIcon_inTheSameUnitOfWork() async throws {
        let store = try await importing(ListAppearance(color: .orange, icon: .cart), into: .fixture(id: 1, name: "Trip"))

        #expect(store.contents.lists[1] == .fixture(id: 1, name: "Trip", color: .orange, icon: .cart))
        #expect(store.commits == 1 && store.contents.reminders.count == 1)
    }

    @Test func aListWhoseLookSomeoneChose_keepsIt() async throws {
        let chosen = ReminderList.fixture(id: 1, name: "Trip", color: .green, icon: .list)

        let store = try await importing(ListAppearance(color: .orange, icon: .cart), into: chosen)

        #expect(store.contents.lists[1] == chosen)
        #expect(store.contents.reminders.count == 1)
    }

    @Test func aPartTheFileDoesNotSay_staysTheDefault() async throws {
        let store = try await importing(ListAppearance(icon: .paw), into: .fixture(id: 1, name: "Pets"))

        #expect(store.contents.lists[1] == .fixture(id: 1, name: "Pets", color: .blue, icon: .paw))
    }

    @Test func someoneWhoMayNotChangeTheListsDetails_importsTheReminders_butNotTheLook() async throws {
        let store = try await importing(ListAppearance(color: .red, icon: .star), into: .fixture(id: 1, name: "Trip"), as: .editor)

        #expect(store.contents.lists[1] == .fixture(id: 1, name: "Trip"))
        #expect(store.contents.reminders.count == 1)
    }

    @Test func theRule_takesTheLookOnlyOverTheDefaultOne() {
        let file = ListAppearance(color: .pink, icon: .heart)

        #expect(file.details(importedInto: .fixture(name: "New")) == ReminderListDraft(name: "New", color: .pink, icon: .heart))
        #expect(file.details(importedInto: .fixture(name: "Mine", color: .pink)) == nil)
        #expect(file.details(importedInto: .fixture(name: "Mine", icon: .star)) == nil)
        #expect(ListAppearance().details(importedInto: .fixture(name: "New")) == nil)
        #expect(ListAppearance(color: .blue, icon: .list).details(importedInto: .fixture(name: "New")) == nil)
    }

    @Test func anExport_writesTheListsLook() async throws {
        let archives = MockReminderArchiveRepository()
        let format = FakeReminderFileFormat()
        archives.archive.returns(ReminderArchive(lists: [.fixture(id: 2, name: "Garden", color: .green, icon: .leaf)], reminders: []))

        _ = try await ExportListInteractor(archives: archives, access: .fixture(), format: format, clock: clock).execute(listID: 2)

        let written = try #require(format.encoded.first)
        #expect(written.listName == "Garden" && written.appearance == ListAppearance(color: .green, icon: .leaf))
    }
}
