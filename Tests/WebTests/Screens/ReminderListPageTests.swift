import Domain
import Entities
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

@Suite struct ReminderListPageTests {
    private func listContainer(
        reminders: Page<Reminder> = page([.fixture(id: 5, title: "Buy milk", due: DueDate(date: .fixture("2026-11-20")))]),
        add: MockAddReminderUseCase = MockAddReminderUseCase(),
        setCompleted: MockSetReminderCompletedUseCase = MockSetReminderCompletedUseCase(),
        setFlagged: MockSetReminderFlaggedUseCase = MockSetReminderFlaggedUseCase()
    ) -> DIContainer {
        let lists: [ReminderListSummary] = [.fixture(list: .fixture(id: 1)), .fixture(list: .fixture(id: 2, name: "Work"))]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(reminders, among: lists)),
            addReminder: add,
            setReminderCompleted: setCompleted,
            setReminderFlagged: setFlagged
        )
    }

    @Test func listPage_showsItsRemindersOverdueFirstAndItsForms() async throws {
        let response = try await get(makeRouter(listContainer()), Route.list(1).path)
        #expect(response.status == .ok)
        let document = response.document
        #expect(try document.select("h1").map(\.text) == ["Groceries"])
        #expect(try document.select("li.reminder").map { $0["id"] } == ["reminder-5"])
        #expect(try document.select("li.reminder.overdue").map { $0["id"] } == ["reminder-5"])
        // Moving is a page of its own, which comes back to this one.
        #expect(try document.select("#reminder-5 .row-menu a").map { [$0["href"], $0.accessibleName] }.last
            == [Route.moveReminder(5, back: .list(1)).path, "Move “Buy milk” to…"] as [String?])
        // A row's buttons share its form and each name their action; the other forms name theirs in a
        // hidden field: sorting and importing (in the list's menu, beside the heading) and the quick add below it.
        let rowActions = try document.select("#reminder-5 form[method=post] button[name=action]").compactMap { $0["value"] }
        #expect(rowActions == ["complete", "flag", "deleteReminder"])
        let actions = try document.select("form[method=post] input[name=action]").compactMap { $0["value"] }
        #expect(actions == ["sortList", "importReminders", "addReminder"])
        // The name, colour and icon are edited on a page of their own, which the menu links to.
        #expect(try document.select("details.menu a[href='\(Route.listDetails(1).path)']").map(\.text) == ["List info…"])
    }

    /// The list page of a list shared with the person as `role`, with an open and a completed reminder.
    private func sharedPage(as role: ListRole) async throws -> HTMLDocument {
        let lists: [ReminderListSummary] = [.fixture(list: .fixture(id: 1, name: "Groceries"))]
        var shared = listPage(page([.fixture(id: 5, title: "Buy milk"), .fixture(id: 6, title: "Eggs", completedAt: fixtureDate)]), among: lists)
        shared.role = role
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists), fetchReminders: MockFetchRemindersUseCase(returning: shared)
        )
        let response = try await get(makeRouter(container), Route.list(1, showCompleted: true).path)
        #expect(response.status == .ok)
        return response.document
    }

    /// A viewer's page offers no adding, importing, renaming, ordering, deleting or dragging. (Its
    /// rows still carry their buttons, which the policy refuses with a 403: drawing them as marks
    /// waits for a renderer path that costs the owner's rows nothing; see the closing note.)
    @Test func aListSharedToLookAt_offersNoAddingImportingOrAdministering() async throws {
        let document = try await sharedPage(as: .viewer)

        #expect(try document.select("form[method=post] input[name=action]").isEmpty)
        #expect(try document.select("li.reminder").map { $0["id"] } == ["reminder-5", "reminder-6"])
        #expect(try document.select("details.menu .menu-link").map { $0["href"] } == [Route.list(1).path, Route.listShare(1).path, Route.listExport(1).path])
        #expect(try document.select("[data-reorder]").isEmpty)
    }

    @Test func aListSharedToEdit_offersTheRowsAddingAndImporting_butNotRenamingOrderingOrDeleting() async throws {
        let document = try await sharedPage(as: .editor)

        let actions = try document.select("form[method=post] input[name=action]").compactMap { $0["value"] }
        #expect(actions == ["importReminders", "addReminder"])
        #expect(try document.select("#reminder-5 form[method=post] button[name=action]").compactMap { $0["value"] } == ["complete", "flag", "deleteReminder"])
        #expect(try document.select("details.menu .menu-link").map { $0["href"] } == [Route.list(1).path, Route.listShare(1).path, Route.listExport(1).path])
    }

    /// The meta line's marks are drawn icons (`Public/icons`), hidden from screen readers beside
    /// the words they mark; emoji rendered as empty boxes where no emoji font is installed.
    @Test func aRowsMarks_areDrawnIcons_hiddenBesideTheirWords_neverEmoji() async throws {
        let reminder = Reminder.fixture(
            id: 5, title: "Pay rent", due: DueDate(date: .fixture("2026-11-21")), isFlagged: true,
            repetition: Repetition(rule: RepeatRule(.daily, every: 3), firstDate: .fixture("2026-11-21")),
            alert: ReminderAlert(minutesBefore: 15), link: WebLink("https://bank.example.com")
        )
        let response = try await get(makeRouter(listContainer(reminders: page([reminder]))), Route.list(1).path)
        let document = response.document

        for (part, icon) in [("flag", "flag"), ("repeat", "repeat"), ("alert", "alert"), ("link", "link")] {
            let icons = try document.select("#reminder-5 .meta .\(part) > .i-\(icon)")
            #expect(icons.count == 1, "\(part)")
            #expect(icons.first?["aria-hidden"] == "true", "\(part)")
            #expect(icons.first?.text == "", "\(part)")
        }
        for emoji in ["⚑", "↻", "🔔", "🔗"] { #expect(!response.text.contains(emoji), "\(emoji)") }
    }

    @Test func aFlaggedRow_showsItsFlag_andOffersToUnflag_anUnflaggedOneToFlag() async throws {
        let reminders = page([.fixture(id: 5, title: "Pay rent", isFlagged: true), .fixture(id: 6, title: "Water plants")])
        let document = try await get(makeRouter(listContainer(reminders: reminders)), Route.list(1).path).document

        #expect(try document.select("li.reminder .flag").map(\.text) == ["Flagged"])
        #expect(try document.select("#reminder-5 .flag").count == 1)
        // Each button names the state it asks for: a flagged row's asks to unflag.
        #expect(try document.select("#reminder-5 button[value=unflag]").map(\.text) == ["Unflag"])
        #expect(try document.select("#reminder-6 button[value=flag]").map(\.text) == ["Flag"])
        #expect(try document.select("li.reminder input[name=isFlagged]").isEmpty)
        let box = try #require(try document.select("#new-flagged[type=checkbox]").first)
        #expect(box["checked"] == nil)
    }

    @Test func aHundredThousandReminders_getAWindowedPager() async throws {
        let reminders = (1...50).map { Reminder.fixture(id: Int64($0), title: "Reminder \($0)") }
        let response = try await get(makeRouter(listContainer(reminders: page(reminders, number: 3, total: 100_000))), Route.list(1, page: 3).path)
        let pager = try response.document.select("nav.pagination")
        #expect(try pager.first?.select("span[aria-current=page]").map(\.text) == ["3"])
        let links = try pager.first?.select("a").compactMap { $0["href"] } ?? []
        #expect(links.contains(Route.list(1, page: 2000).path))
        #expect(!links.contains(Route.list(1, page: 1000).path))
        #expect(links.count < 12)
    }

    @Test func addingAReminder_redirectsBackWithAFlash() async throws {
        let add = MockAddReminderUseCase(returning: .fixture(id: 9))
        let response = try await post(makeRouter(listContainer(add: add)), Route.list(1).path, [
            "action": "addReminder", "title": "Call mum", "notes": "", "dueDate": "2026-12-05", "dueTime": "14:30", "priority": "high",
        ])
        #expect(response.status == .seeOther)
        #expect(response.location == Route.list(1).path)
        #expect(add.stub.calls.first?.draft == ReminderDraft(
            title: "Call mum", notes: nil, dueDate: .fixture("2026-12-05"), dueTime: .fixture("14:30"), priority: .high, alert: .atTime
        ))
    }

    @Test func theAddForm_readsNoAssignee_whichOnlyTheEditorOffers() async throws {
        let add = MockAddReminderUseCase(returning: .fixture(id: 9))
        let response = try await post(makeRouter(listContainer(add: add)), Route.list(1).path, ["action": "addReminder", "title": "Call mum", "dueDate": "2026-12-05", "assignee": "7"])
        #expect(response.status == .seeOther)
        #expect(add.stub.calls.map(\.draft.assigneeID) == [nil])
    }

    @Test func addingAFlaggedReminder_withTheBoxTicked_addsItFlagged() async throws {
        let add = MockAddReminderUseCase(returning: .fixture(id: 9, isFlagged: true))
        let browser = try makeBrowser(listContainer(add: add))
        try await browser.visit(Route.list(1).path)
        try await browser.fillIn("New reminder", with: "Pay rent")
        try await browser.check("Flagged")

        try await browser.press("Add")

        #expect(await browser.url == Route.list(1).path)
        #expect(add.stub.calls.map(\.draft) == [ReminderDraft(title: "Pay rent", isFlagged: true)])
    }

    @Test func aTitleTooShort_is422WithEveryTypedValueKept() async throws {
        // given
        let add = MockAddReminderUseCase(failing: .invalid(ValidationErrors([.title: .tooShort(minimum: 3)])))
        let browser = try makeBrowser(listContainer(add: add))
        try await browser.visit(Route.list(1).path)
        try await browser.fillIn("New reminder", with: "ab")
        try await browser.fillIn("Notes", with: "keep <me>")
        try await browser.fillIn("Due date", with: "2026-12-05")
        try await browser.select("Medium", from: "Priority")
        try await browser.check("Flagged")

        // when
        try await browser.press("Add")

        // then
        #expect(await browser.status == 422)
        let document = await browser.document
        let title = try #require(try document.select("#new-title").first)
        #expect([title["value"], title["aria-invalid"], title["aria-describedby"]] == ["ab", "true", "new-title-error"])
        // The message right under the quick-add field's row.
        let message = try document.xpath("//*[@id='new-title']/parent::div/following-sibling::*[1][self::p][@class='error']")
        #expect(message.map { [$0["id"], $0.text] } == [["new-title-error", "Use at least 3 characters for the title"]])
        #expect(try document.select("#new-notes").first?.text == "keep <me>")
        #expect(try document.select("#new-due-date").first?["value"] == "2026-12-05")
        #expect(try document.select("#new-priority option[selected]").map(\.text) == ["Medium"])
        #expect(try document.select("#new-flagged[checked]").count == 1)
    }

    @Test(arguments: [
        ["action": "addReminder", "title": "Call", "dueDate": "05/12/2026"],
        ["action": "addReminder", "title": "Call", "dueTime": "2pm"],
        ["action": "addReminder", "title": "Call", "priority": "urgent"],
        ["action": "complete", "reminderID": "abc"],
        ["action": "moveReminder", "reminderID": "5"],
        ["action": "deleteReminder", "reminderID": "-3"],
        ["action": "flag"],
        ["action": "flag", "reminderID": "-5"],
        ["action": "unflag", "reminderID": "x"],
        ["action": "addReminder", "title": "Call", "isFlagged": "yes"],
    ])
    func malformedField_is400AndChangesNothing(fields: [String: String]) async throws {
        let router = try makeRouter(.mock())
        let response = try await post(router, Route.list(1).path, fields)
        #expect(response.status == .badRequest)
    }

    /// A row's form posts to its page's address, which says the page to come back to.
    @Test(arguments: ["/lists/1?page=0", "/lists/1?completed=yes"])
    func aRowPostedToAMalformedAddress_is400AndChangesNothing(path: String) async throws {
        let response = try await post(makeRouter(.mock()), path, ["action": "complete", "reminderID": "5"])
        #expect(response.status == .badRequest)
    }

    @Test func togglingAReminder_returnsToTheSamePage() async throws {
        let setCompleted = MockSetReminderCompletedUseCase(returning: .fixture(id: 5, completedAt: fixtureDate))
        let response = try await post(makeRouter(listContainer(setCompleted: setCompleted)), Route.list(1, page: 2).path, [
            "action": "complete", "reminderID": "5",
        ])
        #expect(response.status == .seeOther)
        #expect(response.location == Route.list(1, page: 2).path)
        #expect(setCompleted.stub.calls.count == 1)
    }

    @Test(arguments: [true, false])
    func flaggingAReminder_returnsToTheSamePage_withTheCompletedOnesIfShown(isFlagged: Bool) async throws {
        let setFlagged = MockSetReminderFlaggedUseCase(returning: .fixture(id: 5, isFlagged: isFlagged))
        let response = try await post(makeRouter(listContainer(setFlagged: setFlagged)), Route.list(1, page: 2, showCompleted: true).path, [
            "action": isFlagged ? "flag" : "unflag", "reminderID": "5",
        ])
        #expect(response.status == .seeOther)
        #expect(response.location == Route.list(1, page: 2, showCompleted: true).path)
        #expect(setFlagged.stub.calls == [.init(id: 5, isFlagged: isFlagged)])
    }

    @Test func pressingFlagOnARow_flagsIt_andComesBackToThatPageWithAFlash() async throws {
        // given: page 2 of the list with its completed reminders
        let setFlagged = MockSetReminderFlaggedUseCase(returning: .fixture(id: 5, isFlagged: true))
        let reminders = page([.fixture(id: 5, title: "Pay rent"), .fixture(id: 6, title: "Water plants")], number: 2, total: 52)
        let browser = try makeBrowser(listContainer(reminders: reminders, setFlagged: setFlagged))
        try await browser.visit(Route.list(1, page: 2, showCompleted: true).path)

        // when
        try await browser.press("Flag", within: "#reminder-5")

        // then
        #expect(await browser.url == Route.list(1, page: 2, showCompleted: true).path)
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Reminder flagged"])
        #expect(setFlagged.stub.calls == [.init(id: 5, isFlagged: true)])
    }

    @Test func aRow_isARoundCheckboxItsTitleAndAMenu_eachControlNamingTheReminder() async throws {
        let document = try await get(makeRouter(listContainer()), Route.list(1).path).document
        let controls = try document.xpath("//*[@id='reminder-5']//*[self::button or self::a or self::summary or self::select]")
        #expect(controls.map(\.accessibleName) == [
            "Complete “Buy milk”", "Buy milk", "Actions for “Buy milk”",
            "Flag “Buy milk”", "Add a subtask to “Buy milk”", "Move “Buy milk” to…", "Delete “Buy milk”",
        ])
        #expect(try document.select("#reminder-5 a.reminder-title").first?["href"] == Route.reminder(5).path)
        // Three Tab stops: the checkbox, the title and the menu; the rest waits in the closed menu.
        let tabStops = try document.xpath("//*[@id='reminder-5']//*[self::button or self::a or self::summary or self::select][not(ancestor::details[not(@open)]) or self::summary]")
        #expect(tabStops.count == 3)
    }

    @Test func completingARow_offersUndo_whichReopensIt_andBothComeBackToTheSamePage() async throws {
        // given: page 2 of the list
        let setCompleted = MockSetReminderCompletedUseCase(returning: .fixture(id: 5, completedAt: fixtureDate))
        let reminders = page([.fixture(id: 5, title: "Pay rent"), .fixture(id: 6, title: "Water plants")], number: 2, total: 52)
        let browser = try makeBrowser(listContainer(reminders: reminders, setCompleted: setCompleted))
        try await browser.visit(Route.list(1, page: 2).path)

        // when
        try await browser.press("Complete “Pay rent”")

        // then: the flash offers to undo it, once
        #expect(await browser.url == Route.list(1, page: 2).path)
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Reminder completed"])
        #expect(try await browser.document.select(".flash button").map(\.text) == ["Undo"])

        // when
        try await browser.press("Undo")

        // then: it posted the reverse, to the same page
        #expect(setCompleted.stub.calls == [.init(id: 5, isCompleted: true), .init(id: 5, isCompleted: false)])
        #expect(await browser.url == Route.list(1, page: 2).path)
        try await browser.visit(Route.list(1, page: 2).path)
        #expect(try await browser.document.select(".flash").isEmpty)
    }

    @Test func deletingARow_offersUndo_whichRestoresIt() async throws {
        // given
        let delete = MockDeleteReminderUseCase()
        delete.stub.returns(0)
        let restore = MockRestoreReminderUseCase(returning: .fixture(id: 5))
        var container = listContainer()
        container.deleteReminderUseCase = delete
        container.restoreReminderUseCase = restore
        let browser = try makeBrowser(container)
        try await browser.visit(Route.list(1).path)

        // when
        try await browser.press("Delete “Buy milk”")

        // then
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Reminder deleted"])
        #expect(try await browser.document.select(".flash button[value=restoreReminder]").map(\.text) == ["Undo"])

        // when
        try await browser.press("Undo")

        // then
        #expect(delete.stub.calls == [5])
        #expect(restore.stub.calls == [5])
        #expect(await browser.url == Route.list(1).path)
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Reminder restored"])
    }

    @Test func deletingAList_asksForConfirmationFirst() async throws {
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([.fixture(), .fixture(id: 2)]), among: [.fixture()])),
            fetchListShare: MockFetchListShareUseCase(returning: ListShare(list: .fixture(id: 1), role: .owner, members: [.fixture(id: 1, role: .owner)], invitations: []))
        )
        let confirmation = try await get(makeRouter(container), Route.listDeletion(1).path)
        #expect(confirmation.status == .ok)
        let form = try #require(try confirmation.document.select("main form[method=post]").first)
        #expect(form["action"] == Route.list(1).path)
        #expect(try form.select("input[name=action]").map { $0["value"] } == ["deleteList"])
        let delete = MockDeleteListUseCase()
        delete.stub.returns(())
        let deleted = try await post(makeRouter(.mock(fetchList: MockFetchListUseCase(returning: .fixture()), deleteList: delete)), Route.list(1).path, ["action": "deleteList"])
        #expect(deleted.status == .seeOther)
        #expect(deleted.location == Route.lists.path)
        #expect(delete.stub.calls == [1])
    }

    @Test func unknownOrMalformedListID_isA404Page() async throws {
        let missing = try await get(makeRouter(.mock(fetchReminders: MockFetchRemindersUseCase(failing: .notFound))), Route.list(99).path)
        #expect(missing.status == .notFound)
        #expect(try missing.document.select("h1#error-heading").map(\.text) == ["Not found"])
        #expect(try await get(makeRouter(.mock()), "/lists/abc").status == .notFound)
        #expect(try await get(makeRouter(.mock()), Route.list(0).path).status == .notFound)
    }
}
