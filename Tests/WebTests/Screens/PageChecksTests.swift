import Domain
import Entities
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Testing
import Web
import WebTestSupport

/// Every page the app renders passes the page checks, and every form on it sends what the app
/// understands: its submission decodes, through Web's own decoders, into an action of its screen.
@Suite struct PageChecksTests {
    /// Every read the pages make, answered with a few lists and reminders.
    private func container(lists: [ReminderListSummary]? = nil) -> DIContainer {
        let reminders = [
            Reminder.fixture(id: 5, title: "Buy milk", notes: "2 litres", due: DueDate(date: .fixture("2026-11-20"), time: .fixture("09:00")), priority: .high),
            Reminder.fixture(
                id: 6, title: "Bake bread", due: DueDate(date: .fixture("2026-11-22")), isFlagged: true,
                link: WebLink("https://bakery.example.com/recipes/sourdough?hydration=75")
            ),
            Reminder.fixture(id: 7, title: "Old news", completedAt: fixtureDate),
            Reminder.fixture(
                id: 8, title: "Water the plants", due: DueDate(date: .fixture("2026-11-21")),
                repetition: Repetition(rule: RepeatRule(.weekly(on: [.monday, .thursday]), every: 2), firstDate: .fixture("2026-11-21")),
                tags: [Entities.Tag("home")!, Entities.Tag("garden")!]
            ),
        ]
        let lists = lists ?? [
            .fixture(list: .fixture(id: 1, name: "Groceries"), openCount: 2), .fixture(list: .fixture(id: 2, name: "Work"), openCount: 0),
        ]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page(reminders, total: 120), among: lists)),
            fetchReminder: MockFetchReminderUseCase(returning: reminders[0]), fetchSubtasks: MockFetchSubtasksUseCase(returning: []),
            fetchSmartList: MockFetchSmartListUseCase(returning: page(reminders)),
            fetchOverview: MockFetchOverviewUseCase(returning: ReminderOverview(lists: lists, counts: [.today: 2, .all: 2])),
            searchReminders: MockSearchRemindersUseCase(returning: page(reminders)),
            fetchTaggedReminders: MockFetchTaggedRemindersUseCase(returning: page([reminders[3]])),
            fetchTagCounts: MockFetchTagCountsUseCase(returning: [TagCount(tag: Entities.Tag("home")!, openCount: 1)]),
            fetchListShare: MockFetchListShareUseCase(returning: ListShare(list: .fixture(id: 1, name: "Groceries"), role: .owner, members: [.fixture(id: 1, role: .owner)], invitations: []))
        )
    }

    @Test(arguments: [
        "/", "/lists/1", "/lists/1?completed=1&page=2", "/lists/1/delete", "/reminders/5/edit",
        "/today", "/scheduled", "/flagged", "/all", "/completed", "/search", "/search?q=milk", "/nowhere", "/lists/abc",
        "/tags/home",
    ])
    func page_passesTheChecksAndEveryFormDecodes(path: String) async throws {
        let response = try await get(makeRouter(container()), path)
        let document = HTMLDocument(html: response.text)
        #expect(document.pageProblems() == [], "\(path)")
        #expect(FormActionCheck.problems(in: document, at: path) == [], "\(path)")
    }

    @Test func emptyOverview_andAPageWithMessages_passTheChecks() async throws {
        let empty = try await get(makeRouter(container(lists: [])), "/")
        #expect(HTMLDocument(html: empty.text).pageProblems() == [])
        let rejected = try await post(makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]),
            createList: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .empty]))),
            fetchTagCounts: MockFetchTagCountsUseCase(returning: [])
        )), "/", ["action": "createList", "name": " "])
        #expect(rejected.status == .unprocessableContent)
        let document = HTMLDocument(html: rejected.text)
        #expect(document.pageProblems() == [])
        #expect(FormActionCheck.problems(in: document, at: "/") == [])
    }

    @Test func aFormTheAppWouldNotUnderstand_isAProblem() {
        let document = HTMLDocument(html: """
            <form method="post" action="/lists/1"><input type="hidden" name="action" value="launchRockets"><button>Go</button></form>
            <form method="post"><input type="hidden" name="action" value="complete"><button>Done</button></form>
            <form method="post" action="/reminders/5/edit"><input type="hidden" name="action" value="saveReminder"><button>Save</button></form>
            <form method="post" action="/nowhere"><input type="hidden" name="action" value="x"><button>X</button></form>
            <form method="get" action="/nowhere"><button>Fine: not a post</button></form>
            """)
        #expect(FormActionCheck.problems(in: document, at: "/today?page=2") == [
            "the form posting “action=launchRockets” to /lists/1 does not decode: 400 unknown action “launchRockets”",
            "the form posting “action=complete” to /today does not decode: 400 missing field “reminderID”",
            "the form posting “action=saveReminder” to /reminders/5/edit does not decode: 400 missing field “listID”",
            "the form posting “action=x” to /nowhere does not decode: no place of the route table takes posts to /nowhere",
        ])
    }

    @Test func aLinkOrFormOffTheRouteTable_isAProblem_andStaticFilesAndOtherSitesAreNot() {
        let document = HTMLDocument(html: """
            <a href="\(Route.list(3, page: 2).path)">fine</a> <a href="/static/app.css">file</a> <a href="#main">skip</a>
            <a href="https://example.com/x">away</a> <a href="/lists/3/rename">typo</a> <a href="\(Route.signOut.path)">get</a>
            <a href="\(Route.reminder(5).path)#add-subtask">a place's part</a> <a href="/lists/3/rename#x">typo with a part</a>
            <form method="post" action="\(Route.listDeletion(3).path)"><button>Delete</button></form>
            <form method="get" action="\(Route.search().path)"><button>Search</button></form>
            """)
        #expect(StandardPageChecks.placeProblems(in: document) == [
            "/lists/3/rename is no place of the route table",
            "GET /sign-out: the place does not answer it",
            "/lists/3/rename is no place of the route table",
            "POST /lists/3/delete: the place does not answer it",
        ])
    }

    @Test func everySubmitButtonOfAForm_isChecked_notOnlyTheFirst() {
        let document = HTMLDocument(html: """
            <form method="post" action="/lists/1"><input type="hidden" name="reminderID" value="5">
            <button name="action" value="complete">Done</button><button name="action" value="launchRockets">Go</button></form>
            """)
        #expect(FormActionCheck.problems(in: document, at: "/lists/1") == [
            "the form posting “reminderID=5&action=launchRockets” to /lists/1 does not decode: 400 unknown action “launchRockets”",
        ])
    }

    @Test func standardChecks_reportBothKinds_andSkipWhatIsNotHTML() {
        let html = "<!DOCTYPE html><html><head><title>T</title></head><body><form method=post action=/><button>Go</button></form></body></html>"
        let page = { (type: String) in
            LoadedPage(method: "GET", url: "/", status: 200, headers: [("Content-Type", type)], body: Array(html.utf8), document: HTMLDocument(html: html))
        }
        #expect(StandardPageChecks.problems(of: page("text/html; charset=utf-8")) == [
            "<html> has no lang", "the form posting “” to / does not decode: 400 missing field “action”",
        ])
        #expect(StandardPageChecks.problems(of: page("text/css")) == [])
    }
}
