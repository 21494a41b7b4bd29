import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// The repeat fieldset and the tags field of the list's add form, decoded into the draft.
@Suite struct RepeatAndTagFieldsTests {
    private func container(add: MockAddReminderUseCase = MockAddReminderUseCase(), reminders: [Reminder] = []) -> DIContainer {
        let lists: [ReminderListSummary] = [.fixture(list: .fixture(id: 1))]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page(reminders), among: lists)),
            addReminder: add
        )
    }

    /// Without a script every control of the Repeat section shows; each part names the
    /// frequencies it is for (what `app.js` shows when one is chosen), each one the choice offers.
    @Test func theRepeatSection_showsEveryControlWithoutAScript_eachPartNamingFrequenciesOnOffer() async throws {
        let document = try await get(try makeRouter(container()), Route.list(1).path).document
        let frequency = try document.select("fieldset.repeat select[name=repeatFrequency][data-repeat-frequency]")
        #expect(frequency.count == 1)
        let offered = Set(try document.select("fieldset.repeat select[name=repeatFrequency] option").compactMap { $0["value"] })
        let parts = try document.select("fieldset.repeat [data-repeat-for]")
        #expect(parts.map { $0["data-repeat-for"] } == [
            "daily weekdays weekly monthly yearly", "weekly", "monthly", "daily weekdays weekly monthly yearly",
        ])
        for part in parts {
            #expect(part["hidden"] == nil)
            #expect(Set((part["data-repeat-for"] ?? "").split(separator: " ").map(String.init)).isSubset(of: offered))
        }
    }

    private func added(_ fields: [String: String], _ extra: [(key: String, value: String)] = []) async throws -> ReminderDraft? {
        let add = MockAddReminderUseCase(returning: .fixture(id: 9))
        let response = try await post(try makeRouter(container(add: add)), Route.list(1).path, fields.map { (key: $0.key, value: $0.value) } + extra)
        #expect(response.status == .seeOther)
        return add.stub.calls.first?.draft
    }

    @Test(arguments: [
        (["repeatFrequency": "daily", "repeatInterval": "3"], RepeatRule(.daily, every: 3)),
        (["repeatFrequency": "weekdays"], RepeatRule(.weekdays)),
        (["repeatFrequency": "monthly", "repeatMonthly": "day", "repeatMonthDay": "31", "repeatEnd": "count", "repeatCount": "6"],
         RepeatRule(.monthly(day: 31), end: .afterOccurrences(6))),
        (["repeatFrequency": "monthly", "repeatMonthDay": ""], RepeatRule(.monthly(day: 15))),
        (["repeatFrequency": "monthly", "repeatMonthly": "lastDay", "repeatMonthDay": "15"], RepeatRule(.monthlyOnLastDay)),
        (["repeatFrequency": "yearly", "repeatInterval": "2", "repeatEnd": "date", "repeatUntil": "2030-12-15"],
         RepeatRule(.yearly, every: 2, end: .onDate(.fixture("2030-12-15")))),
        (["repeatFrequency": "never", "repeatInterval": "5"], nil),
    ] as [([String: String], RepeatRule?)])
    func theRepeatFieldset_becomesTheDraftsRule(fields: [String: String], rule: RepeatRule?) async throws {
        let base = ["action": "addReminder", "title": "Pay rent", "dueDate": "2026-12-15"]
        let draft = try await added(base.merging(fields) { $1 })
        #expect(draft?.repeatRule == rule)
    }

    @Test func weekdayCheckboxes_becomeAWeeklyRulesDays() async throws {
        let draft = try await added(
            ["action": "addReminder", "title": "Water the plants", "dueDate": "2026-12-14", "repeatFrequency": "weekly"],
            [(key: "repeatDays", value: "MO"), (key: "repeatDays", value: "TH")]
        )
        #expect(draft?.repeatRule == RepeatRule(.weekly(on: [.monday, .thursday])))
    }

    @Test func aWeeklyRuleWithWeeksFromSunday_isSavedWithThem() async throws {
        let draft = try await added(
            ["action": "addReminder", "title": "Water the plants", "dueDate": "2026-12-14", "repeatFrequency": "weekly",
             "repeatWeekStart": "sunday", "repeatInterval": "2"],
            [(key: "repeatDays", value: "SU")]
        )
        #expect(draft?.repeatRule == RepeatRule(.weekly(on: [.sunday], weekStart: .sunday), every: 2))
    }

    @Test func theTagsField_andTheTitlesTags_becomeTheDraftsTags() async throws {
        let draft = try await added(["action": "addReminder", "title": "Buy stamps #errands", "tags": "post, #Home"])
        #expect(draft?.tags == [Entities.Tag("post")!, Entities.Tag("Home")!])
        #expect(draft?.title == "Buy stamps #errands")
    }

    @Test(arguments: [
        ["repeatFrequency": "hourly"],
        ["repeatFrequency": "daily", "repeatInterval": "abc"],
        ["repeatFrequency": "daily", "repeatInterval": "99999999"],
        ["repeatFrequency": "monthly", "repeatMonthly": "firstMonday"],
        ["repeatFrequency": "monthly", "repeatMonthDay": "last"],
        ["repeatFrequency": "daily", "repeatEnd": "someday"],
        ["repeatFrequency": "daily", "repeatEnd": "count", "repeatCount": "five"],
        ["repeatFrequency": "daily", "repeatEnd": "date", "repeatUntil": "31/12/2027"],
        ["repeatFrequency": "daily", "repeatEnd": "date"],
        ["repeatFrequency": "weekly", "repeatWeekStart": "saturday"],
    ])
    func aRepeatTheFormCannotSend_is400(fields: [String: String]) async throws {
        let response = try await post(try makeRouter(.mock()), Route.list(1).path, ["action": "addReminder", "title": "Call"].merging(fields) { $1 })
        #expect(response.status == .badRequest)
    }

    @Test func anUnknownWeekday_is400() async throws {
        let fields = [(key: "action", value: "addReminder"), (key: "title", value: "Call"), (key: "repeatFrequency", value: "weekly"),
                      (key: "repeatDays", value: "MO"), (key: "repeatDays", value: "XX")]
        let response = try await post(try makeRouter(.mock()), Route.list(1).path, fields)
        #expect(response.status == .badRequest)
    }

    @Test func aRefusedRepeat_is422_withTheMessageBesideTheFieldset_andTheChoicesKept() async throws {
        // given: every other week on Tuesday, 0 times — the rule's own check refuses the count
        let add = MockAddReminderUseCase(failing: .invalid(ValidationErrors([.repeatRule: .malformed])))
        let browser = try makeBrowser(container(add: add))
        try await browser.visit(Route.list(1).path)
        try await browser.fillIn("New reminder", with: "Take out the bins")
        try await browser.fillIn("Due date", with: "2026-12-01")
        try await browser.select("Weekly", from: "Repeats")
        try await browser.fillIn("Every (days, weeks, months or years)", with: "2")
        try await browser.check("Tuesday")
        try await browser.check("After a number of times")
        try await browser.fillIn("Number of times", with: "0")

        // when
        try await browser.press("Add")

        // then
        #expect(await browser.status == 422)
        let document = await browser.document
        #expect(try document.select("fieldset.repeat").first?["aria-describedby"] == "new-repeat-error")
        #expect(try document.select("#new-repeat-error").map(\.text)
            == ["Every must be 1 to 999, the day of the month 1 to 31 and the number of times at least 1."])
        #expect(try document.select("#new-repeat-frequency option[selected]").map(\.text) == ["Weekly"])
        #expect(try document.select("#new-repeat-interval").first?["value"] == "2")
        #expect(try document.select("input[name=repeatDays][checked]").map { $0["value"] } == ["TU"])
        #expect(try document.select("input[name=repeatEnd][checked]").map { $0["value"] } == ["count"])
        #expect(try document.select("input[name=repeatCount]").first?["value"] == "0")
        #expect(try document.select("details.more-fields[open]").count == 1)
        #expect(add.stub.calls.map(\.draft.repeatRule) == [RepeatRule(.weekly(on: [.tuesday]), every: 2, end: .afterOccurrences(0))])
    }

    @Test func aRowShowsItsRepeatInWords_andItsTagsAsLinksToTheirPages() async throws {
        let reminder = Reminder.fixture(
            id: 5, title: "Water the plants", due: DueDate(date: .fixture("2026-11-21")),
            repetition: Repetition(rule: RepeatRule(.daily, every: 3), firstDate: .fixture("2026-11-21")), tags: [Entities.Tag("home")!]
        )
        let response = try await get(try makeRouter(container(reminders: [reminder])), Route.list(1).path)

        let document = response.document
        #expect(try document.select("#reminder-5 .repeat").map(\.text) == ["Every 3 days"])
        #expect(try document.select("#reminder-5 a.tag").map { [$0.text, $0["href"]] } == [["#home", "/tags/home"]])
    }
}
