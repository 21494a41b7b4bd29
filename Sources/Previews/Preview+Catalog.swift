import Foundation
import Domain
import Entities
import Mocks
import Presentation
import Web

extension Preview {
    /// Every screen in every state it can show. A new screen comes with its previews: the tests
    /// fail for a screen (`Route.screenNames`) or a page template that none of these shows.
    public static let all: [Preview] = listsOverview + reminderList + sortOrders + reminderEditor + moveReminder + repeatsAndTags + smartLists + tags + search + accounts
        + settings + notifications
        + pushDevices
        + accountLinks
        + sharing

    static let listsOverview: [Preview] = [
        Preview("Loaded", .lists) { overview(Samples.summaries) },
        Preview("Empty", .lists) { overview([], tags: []) },
        Preview("No tags yet", .lists) { overview(Samples.summaries, tags: []) },
        Preview("Loaded, in German", .lists, language: "de") { overview(Samples.summaries) },
        Preview("Just created", .lists, flash: FlashMessage(FlashText(.listCreated, .text("Books")))) { overview(Samples.summaries) },
        Preview("Name refused", .lists, sending: ListsOverviewViewModel.Action.createListTapped(name: " "), status: .unprocessableContent) {
            overview(Samples.summaries, create: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .empty]))))
        },
        Preview("Storage error", .lists, status: .serviceUnavailable) { .mock(fetchListSummaries: MockFetchListSummariesUseCase(failing: .unavailable("disk I/O error"))) },
    ]

    static let reminderList: [Preview] = [
        Preview("Loaded", .list(1)) { listing(Samples.page(Samples.open)) },
        Preview("Empty", .list(3)) { listing(Samples.page([]), of: Samples.home) },
        Preview("Long", .list(2, page: 2)) { listing(Samples.generated(page: 2, of: 121), of: Samples.work) },
        Preview("Showing completed", .list(1, showCompleted: true)) { listing(Samples.page(Samples.open + Samples.completed.prefix(1))) },
        Preview("Just completed, with Undo", .list(1), flash: FlashMessage(FlashText(.reminderCompleted), undo: .reopen(5))) {
            listing(Samples.page(Samples.open))
        },
        Preview("Just deleted, with Undo", .list(1), flash: FlashMessage(FlashText(.reminderDeleted), undo: .restore(9))) {
            listing(Samples.page(Samples.open))
        },
        Preview("Just added with quick add, with Keep as text", .list(1), flash: FlashMessage(
            FlashText(.quickAddAdded, .text("Buy milk"), .text("Due Tomorrow, 09:00 · Priority High · #shop")), undo: .keepAsText(5, text: "Buy milk tomorrow 9am !1 #shop")
        )) {
            listing(Samples.page(Samples.open))
        },
        Preview("Title refused", .list(1), sending: ReminderListViewModel.Action.addReminderTapped(listID: 1, form: ReminderForm(
            title: "ab", notes: "Keep <this> as typed", dueDate: .fixture("2026-12-05"), priority: .medium
        )), status: .unprocessableContent) {
            listing(Samples.page(Samples.open), add: MockAddReminderUseCase(failing: .invalid(ValidationErrors([.title: .tooShort(minimum: 3)]))))
        },
        Preview("With subtasks", .list(1)) { listing(Samples.listPageWithSubtasks) },
        Preview("With subtasks, showing completed", .list(1, showCompleted: true)) { listing(Samples.listPageWithSubtasks) },
        Preview("Just deleted with subtasks, with Undo", .list(1), flash: FlashMessage(FlashText(.subtasksDeleted, .number(3)), undo: .restore(20))) {
            listing(Samples.page(Samples.open))
        },
        Preview("Import refused", .list(1), sending: ReminderListViewModel.Action.importTapped(listID: 1, file: Data("BEGIN:VCALENDAR".utf8)), status: .unprocessableContent) {
            var container = listing(Samples.page(Samples.open))
            container.importRemindersUseCase = MockImportRemindersUseCase(failing: .invalid(ValidationErrors([
                .file: .unreadableFile(line: 11, reason: "line 11: PRIORITY 12 is not between 0 and 9"),
            ])))
            return container
        },
        Preview("Just imported", .list(1), flash: FlashMessage(FlashText(.remindersImported, .number(3), .number(2)))) { listing(Samples.page(Samples.open)) },
        Preview("Just saved its details", .list(2), flash: FlashMessage(FlashText(.listUpdated))) { listing(Samples.page([]), of: Samples.work) },
        Preview(
            "Details refused", .listDetails(1),
            sending: ReminderListViewModel.Action.detailsSubmitted(listID: 1, draft: ReminderListDraft(name: "work", color: .purple, icon: .paw)),
            status: .unprocessableContent
        ) {
            var container = listing(Samples.page(Samples.open))
            container.updateListUseCase = MockUpdateListUseCase(failing: .invalid(ValidationErrors([.name: .duplicate])))
            return container
        },
        // A list shared with the person: a viewer looks (no add form, no import, no renaming,
        // ordering or deleting; its rows offer no check box, flag or menu); an editor changes
        // reminders but does not rename, order or delete the list.
        Preview("Shared to look at", .list(1, showCompleted: true)) {
            listing(Samples.listPage(Samples.groceries, Samples.page(Samples.open + Samples.completed), role: .viewer))
        },
        Preview("Shared to look at, in German", .list(1), language: "de") {
            listing(Samples.listPage(Samples.groceries, Samples.page(Samples.open), role: .viewer))
        },
        Preview("Shared to look at, empty", .list(1)) { listing(Samples.listPage(Samples.groceries, Samples.page([]), role: .viewer)) },
        Preview("Shared to edit", .list(1)) { listing(Samples.listPage(Samples.groceries, Samples.page(Samples.open), role: .editor)) },
        Preview("Default look", .list(4)) { listing(Samples.page([]), of: Samples.books) },
        Preview("Details", .listDetails(2)) { listing(Samples.page([]), of: Samples.work) },
        Preview("Details, in German", .listDetails(2), language: "de") { listing(Samples.page([]), of: Samples.work) },
        Preview("Delete confirmation", .listDeletion(1)) { listing(Samples.page(Samples.open)) },
        Preview("Delete confirmation of a shared list", .listDeletion(1)) {
            var container = listing(Samples.page(Samples.open))
            container.fetchListShareUseCase = MockFetchListShareUseCase(returning: Samples.ownersShare)
            return container
        },
        Preview("Not found", .list(99), status: .notFound) { .mock(fetchReminders: MockFetchRemindersUseCase(failing: .notFound)) },
        // The page a member's refused action gets (a post; shown here for a page's look).
        Preview("Role does not allow it", .list(1), status: .forbidden) { .mock(fetchReminders: MockFetchRemindersUseCase(failing: .forbidden)) },
        Preview("Storage error", .list(1), status: .serviceUnavailable) { .mock(fetchReminders: MockFetchRemindersUseCase(failing: .unavailable("database is locked"))) },
    ]

    static let reminderEditor: [Preview] = [
        Preview("Loaded", .reminder(1)) { editing(Samples.open[0]) },
        Preview("Completed", .reminder(5)) { editing(Samples.completed[0]) },
        Preview("Title refused", .reminder(1), sending: ReminderEditorViewModel.Action.saveTapped(id: 1, form: ReminderForm(
            title: "", notes: "The sourdough", dueTime: .fixture("09:00"), listID: 1
        )), status: .unprocessableContent) {
            editing(Samples.open[0], update: MockUpdateReminderUseCase(failing: .invalid(ValidationErrors([.title: .empty, .dueTime: .timeWithoutDate]))))
        },
        Preview("Link refused", .reminder(1), sending: ReminderEditorViewModel.Action.saveTapped(id: 1, form: ReminderForm(
            title: "Pick up bread", listID: 1, link: "corner-bakery/sourdough"
        )), status: .unprocessableContent) {
            editing(Samples.open[0], update: MockUpdateReminderUseCase(failing: .invalid(ValidationErrors([.link: .malformed]))))
        },
        Preview("With subtasks", .reminder(20)) { editing(Samples.packing, subtasks: Samples.packingSubtasks) },
        Preview("A subtask", .reminder(21)) { editing(Samples.packingSubtasks[0]) },
        Preview("Subtask refused", .reminder(20), sending: ReminderEditorViewModel.Action.addSubtaskTapped(parentID: 20, title: "ab"),
                status: .unprocessableContent) {
            editing(Samples.packing, subtasks: Samples.packingSubtasks, addSubtask: MockAddSubtaskUseCase(
                failing: .invalid(ValidationErrors([.title: .tooShort(minimum: ReminderDetails.titleRule.length.lowerBound)]))
            ))
        },
        Preview("Not found", .reminder(99), status: .notFound) { .mock(fetchReminder: MockFetchReminderUseCase(failing: .notFound)) },
        Preview("Storage error", .reminder(1), status: .serviceUnavailable) {
            .mock(fetchReminder: MockFetchReminderUseCase(failing: .unavailable("disk I/O error")))
        },
    ]

    /// The page that moves a reminder to another list, from a list's page, in each language.
    static let moveReminder: [Preview] = [
        Preview("Loaded", .moveReminder(1, back: .list(1, showCompleted: true))) { editing(Samples.open[0]) },
        Preview("Loaded, in German", .moveReminder(1, back: .list(1)), language: "de") { editing(Samples.open[0]) },
        Preview("No other list", .moveReminder(1)) {
            .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries.filter { $0.id == Samples.open[0].listID }), fetchReminder: MockFetchReminderUseCase(returning: Samples.open[0]))
        },
        Preview("Not found", .moveReminder(99), status: .notFound) { .mock(fetchReminder: MockFetchReminderUseCase(failing: .notFound)) },
    ]

    /// The editor with a repeat and tags, and refusing them, in each language.
    static let repeatsAndTags: [Preview] = [("en", ""), ("de", ", in German")].flatMap { language, suffix in
        [
            Preview("Repeating, with tags\(suffix)", .reminder(3), language: language) { editing(Samples.open[2]) },
            Preview("Repeat and tags refused\(suffix)", .reminder(3), sending: ReminderEditorViewModel.Action.saveTapped(id: 3, form: ReminderForm(
                title: "Coffee beans", listID: 1, tagsText: "#errands a$b", repeatRule: RepeatRule(.monthly(day: 31), every: 2, end: .afterOccurrences(6))
            )), status: .unprocessableContent, language: language) {
                editing(Samples.open[2])
            },
            Preview("Just completed a repeat\(suffix)", .list(1),
                    flash: FlashMessage(FlashText(.reminderAdvanced, .date(DueDate(date: LocalDate(year: 2026, month: 12, day: 8)!)))), language: language) {
                listing(Samples.page(Samples.open))
            },
        ]
    }

    /// A tag's page, with reminders, all done, and a tag nothing carries, in each language.
    static let tags: [Preview] = [("en", ""), ("de", ", in German")].flatMap { language, suffix in
        [
            Preview("Tag\(suffix)", .tag("errands"), language: language) {
                tagged(MockFetchTaggedRemindersUseCase(returning: Samples.page(Samples.open.filter { $0.tags.contains(Tag("errands")!) })))
            },
            Preview("Tag, all done\(suffix)", .tag("Bakery"), language: language) {
                tagged(MockFetchTaggedRemindersUseCase(returning: Samples.page([])))
            },
            Preview("Tag not found\(suffix)", .tag("umbrella"), status: .notFound, language: language) {
                .mock(fetchTaggedReminders: MockFetchTaggedRemindersUseCase(failing: .notFound))
            },
        ]
    }

    static let smartLists: [Preview] = [
        Preview("Today", .smartList(.today)) { smart(Samples.page(Array(Samples.open.prefix(2)))) },
        Preview("Today, just completed", .smartList(.today), flash: FlashMessage(FlashText(.reminderCompleted), undo: .reopen(5))) {
            smart(Samples.page(Array(Samples.open.prefix(2))))
        },
        Preview("Today, nothing due", .smartList(.today)) { smart(Samples.page([])) },
        Preview("Scheduled", .smartList(.scheduled)) { smart(Samples.page(Array(Samples.open.prefix(3)))) },
        Preview("Flagged", .smartList(.flagged)) { smart(Samples.page(Samples.open.filter(\.isFlagged))) },
        Preview("Flagged, with a subtask", .smartList(.flagged)) {
            smart(Samples.page(Samples.open.filter(\.isFlagged) + Samples.packingSubtasks.filter(\.isFlagged)))
        },
        Preview("Flagged, none", .smartList(.flagged)) { smart(Samples.page([])) },
        Preview("All", .smartList(.all)) { smart(Samples.page(Samples.open)) },
        Preview("All, nothing open", .smartList(.all)) { smart(Samples.page([])) },
        Preview("Storage error", .smartList(.today), status: .serviceUnavailable) {
            .mock(fetchSmartList: MockFetchSmartListUseCase(failing: .unavailable("database is locked")))
        },
        Preview("Completed, long", .smartList(.completed, page: 2)) {
            smart(Page(items: Samples.completed, number: 2, size: PageRequest.defaultSize, totalCount: 52))
        },
        Preview("Today, title refused", .smartList(.today), sending: SmartListViewModel.Action.addReminderTapped(title: "ab", list: .today),
                status: .unprocessableContent) {
            var container = smart(Samples.page(Array(Samples.open.prefix(2))))
            container.addReminderFromTextUseCase = MockAddReminderFromTextUseCase(failing: .invalid(ValidationErrors([.title: .tooShort(minimum: 3)])))
            return container
        },
        Preview("Today, no list yet", .smartList(.today), sending: SmartListViewModel.Action.addReminderTapped(title: "Call mum", list: .today),
                status: .unprocessableContent) {
            .mock(
                fetchListSummaries: MockFetchListSummariesUseCase(returning: []),
                addReminderFromText: MockAddReminderFromTextUseCase(failing: .invalid(ValidationErrors([.list: .empty]))),
                fetchSmartList: MockFetchSmartListUseCase(returning: Samples.page([]))
            )
        },
        Preview("Scheduled, weeks from Sunday", .smartList(.scheduled)) {
            var container = smart(Samples.page(Array(Samples.open.prefix(3))))
            container.userSettings = UserSettings(weekStart: .sunday)
            return container
        },
    ]

    static let search: [Preview] = [
        Preview("Results", .search(query: "milk")) { searching(Samples.page([Samples.open[1]])) },
        Preview("No results", .search(query: "umbrella")) { searching(Samples.page([])) },
        Preview("Nothing typed", .search()) { searching(Samples.page([])) },
        Preview("Storage error", .search(query: "milk"), status: .serviceUnavailable) {
            .mock(searchReminders: MockSearchRemindersUseCase(failing: .unavailable("disk I/O error")))
        },
        Preview("Too short", .search(query: "mi"), status: .unprocessableContent) {
            .mock(searchReminders: MockSearchRemindersUseCase(failing: .invalid(ValidationErrors([.query: .tooShort(minimum: 3)]))))
        },
    ]

    static let accounts: [Preview] = [
        Preview(signedOut: "Signed out", .signIn()),
        Preview(signedOut: "Wrong password", .signIn(), sending: SignInViewModel.Action.signInTapped(email: "ada@example.com", password: "wrong", next: .lists),
                status: .unprocessableContent) {
            .mock(signIn: MockSignInUseCase(failing: .invalidCredentials))
        },
        Preview(signedOut: "Too many attempts", .signIn(), sending: SignInViewModel.Action.signInTapped(email: "ada@example.com", password: "wrong", next: .lists),
                status: .tooManyRequests) {
            .mock(signIn: MockSignInUseCase(failing: .tooManyAttempts(retryAfter: 900)))
        },
        Preview(signedOut: "Sign up", .signUp()),
        Preview(signedOut: "Sign-up refused", .signUp(), sending: SignUpViewModel.Action.signUpTapped(
            email: "ada@example.com", displayName: "", password: "password", timeZone: "", next: .lists
        ), status: .unprocessableContent) {
            .mock(signUp: MockSignUpUseCase(failing: .invalid(ValidationErrors([.email: .duplicate, .displayName: .empty, .password: .commonPassword]))))
        },
        Preview("Account", .account) { .mock() },
        Preview("Name refused", .account, sending: AccountViewModel.Action.saveDisplayNameTapped(displayName: " "), status: .unprocessableContent) {
            .mock(changeDisplayName: MockChangeDisplayNameUseCase(failing: .invalid(ValidationErrors([.displayName: .empty]))))
        },
        Preview("Password refused", .account, sending: AccountViewModel.Action.changePasswordTapped(currentPassword: "wrong", newPassword: "short"),
                status: .unprocessableContent) {
            .mock(changePassword: MockChangePasswordUseCase(failing: .invalid(ValidationErrors([.currentPassword: .wrongPassword, .newPassword: .tooShort(minimum: 10)]))))
        },
        Preview("Deletion confirmation", .accountDeletion) { .mock() },
        Preview("Deletion refused", .accountDeletion, sending: AccountViewModel.Action.deleteAccountConfirmed(password: "wrong"), status: .unprocessableContent) {
            .mock(deleteAccount: MockDeleteAccountUseCase(failing: .invalid(ValidationErrors([.password: .wrongPassword]))))
        },
    ]

    /// The settings page in each language: as stored, just saved, and refused beside each field.
    static let settings: [Preview] = [("en", ""), ("de", ", in German")].flatMap { language, suffix in
        [
            Preview("Settings\(suffix)", .settings, language: language) { settingsPage() },
            Preview("Saved\(suffix)", .settings, flash: FlashMessage(FlashText(.settingsSaved)), language: language) {
                settingsPage()
            },
            Preview("Refused\(suffix)", .settings, sending: SettingsViewModel.Action.saveSettingsTapped(
                language: "tlh", timeZone: "Mars/Olympus_Mons", weekStart: .sunday, defaultListID: 99
            ), status: .unprocessableContent, language: language) {
                settingsPage(update: MockUpdateSettingsUseCase(failing: .invalid(ValidationErrors([.language: .malformed, .timeZone: .malformed, .list: .malformed]))))
            },
            Preview("Feedback sent\(suffix)", .settings,
                    flash: FlashMessage(FlashText(.feedbackSent)),
                    language: language) {
                settingsPage()
            },
            Preview("Feedback refused\(suffix)", .settings, sending: SettingsViewModel.Action.sendFeedbackTapped(kind: .idea, message: "Dark", mayReply: true),
                    status: .unprocessableContent, language: language) {
                settingsPage(send: MockSendFeedbackUseCase(failing: .invalid(ValidationErrors([.message: .tooShort(minimum: 10)]))))
            },
        ]
    }

    /// The settings page's use cases: the sample lists, saving as `update` says, feedback as `send` says.
    private static func settingsPage(
        update: MockUpdateSettingsUseCase = MockUpdateSettingsUseCase(), send: MockSendFeedbackUseCase = MockSendFeedbackUseCase()
    ) -> DIContainer {
        .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), updateSettings: update, sendFeedback: send,
            fetchPushDevices: MockFetchPushDevicesUseCase(returning: [])
        )
    }

    /// A list page's use cases: `page` as read.
    private static func listing(_ page: ReminderListPage) -> DIContainer {
        .mock(fetchList: MockFetchListUseCase(returning: page.list), fetchReminders: MockFetchRemindersUseCase(returning: page))
    }

    /// The lists overview's use cases: `summaries` and `tags`, and creating a list as `create` says.
    static func overview(
        _ summaries: [ReminderListSummary], tags: [TagCount] = Samples.tagCounts, create: MockCreateListUseCase = MockCreateListUseCase()
    ) -> DIContainer {
        .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), createList: create,
            fetchTagCounts: MockFetchTagCountsUseCase(returning: tags)
        )
    }

    /// A list page's use cases: `reminders` of `list`, and adding as `add` says.
    private static func listing(
        _ reminders: Page<Reminder>, of list: ReminderList = Samples.groceries, add: MockAddReminderUseCase = MockAddReminderUseCase()
    ) -> DIContainer {
        .mock(
            fetchList: MockFetchListUseCase(returning: list),
            fetchReminders: MockFetchRemindersUseCase(returning: Samples.listPage(list, reminders)),
            addReminder: add,
            // Shared with nobody: the deletion question reads it.
            fetchListShare: MockFetchListShareUseCase(returning: ListShare(list: list, role: .owner, members: [Samples.ownersShare.members[0]], invitations: []))
        )
    }

    /// An editor's use cases: `reminder` (and the other samples, a subtask's parent among them),
    /// its `subtasks`, the sample lists to move it to, saving as `update` says and adding a
    /// subtask as `addSubtask` says.
    static func editing(
        _ reminder: Reminder, subtasks: [Reminder] = [], update: MockUpdateReminderUseCase = MockUpdateReminderUseCase(),
        addSubtask: MockAddSubtaskUseCase = MockAddSubtaskUseCase()
    ) -> DIContainer {
        let fetch = MockFetchReminderUseCase()
        fetch.stub.handles { id throws(DomainError) in
            guard let found = id == reminder.id ? reminder : Samples.remindersByID[id] else { throw .notFound }
            return found
        }
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries),
            fetchReminder: fetch, fetchSubtasks: MockFetchSubtasksUseCase(returning: subtasks),
            updateReminder: update, addSubtask: addSubtask
        )
    }

    /// A smart list's use cases: `reminders`, the sample lists their rows name, and the sidebar's counts.
    private static func smart(_ reminders: Page<Reminder>) -> DIContainer {
        .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), fetchSmartList: MockFetchSmartListUseCase(returning: reminders),
            fetchOverview: MockFetchOverviewUseCase(returning: Samples.overview),
            fetchParentTitles: MockFetchParentTitlesUseCase(returning: [Samples.packing.id: Samples.packing.title])
        )
    }

    /// A tag page's use cases: its reminders as `fetch` says, and the sample lists their rows name.
    private static func tagged(_ fetch: MockFetchTaggedRemindersUseCase) -> DIContainer {
        .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), fetchTaggedReminders: fetch)
    }

    /// A search's use cases: `reminders` found, and the sample lists their rows name.
    private static func searching(_ reminders: Page<Reminder>) -> DIContainer {
        .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), searchReminders: MockSearchRemindersUseCase(returning: reminders))
    }
}
