import Domain
import Entities

/// A smart list (Today, Scheduled, Flagged, All, Completed): reminders from every list, in sections.
public final class SmartListViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasUserSettings & HasFetchSmartListUseCase & HasFetchListSummariesUseCase
        & HasFetchParentTitlesUseCase & HasFetchPeopleNamesUseCase & HasAddReminderFromTextUseCase & ReminderRowsViewModel.UseCases

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened a page of a smart list.
        case onAppear(SmartList, page: Int)
        /// Acted on a row on page `page` of `list`; the person goes back to that same page.
        case row(ReminderRowAction, list: SmartList, page: Int)
        /// Submitted the quick-add field of `list` (Today, Scheduled or Flagged): a line for quick
        /// add to read ("Call mum friday 6pm +Family").
        case addReminderTapped(title: String, list: SmartList)
    }

    /// The page's current state.
    public internal(set) var state: State
    let useCases: any UseCases
    let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
        state = State(list: .today, strings: strings)
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case let .onAppear(list, page):
            await load(list, page: page)
        case let .row(action, list, page):
            let rows = ReminderRowsViewModel(returningTo: .smartList(list, page: page), useCases: useCases, strings: strings)
            await rows.send(action) {
                await load(list, page: page)
                return state.outcome
            }
            state.outcome = rows.state.outcome
        case let .addReminderTapped(title, list):
            do {
                let added = try await useCases.addReminderFromTextUseCase.execute(title, to: .smartList(list))
                let text = QuickAddText(strings: strings, clock: useCases.calendarClock)
                state.outcome = text.redirect(to: .smartList(list, page: 1), after: added, typed: title)
            } catch .invalid(let errors) {
                await load(list, page: 1)
                state.newTitle = title
                state.errors = FieldErrors(errors, strings: strings)
                if state.outcome == .none { state.outcome = .invalid }
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }

    private func load(_ list: SmartList, page: Int) async {
        state = State(list: list, strings: strings)
        do {
            let reminders = try await useCases.fetchSmartListUseCase.execute(list, page: PageRequest(number: page))
            let (builder, summaries) = try await ReminderRowBuilder.acrossLists(reminders.items, useCases: useCases, strings: strings)
            state.sections = sections(of: reminders.items, in: list, builder: builder)
            state.pagination = Pagination(reminders)
            state.canAdd = list.takesNewReminders && !summaries.isEmpty
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    /// Today: overdue, then today's. Scheduled: one section per day up to the end of this week
    /// (which ends by the person's first day of the week), then one per later week ("Week of
    /// 7 Dec"), then those without a day. Completed: one section per day of completion in the
    /// person's time zone ("Today", "Yesterday", "Sat 5 Dec"), newest first as read. Flagged and
    /// All: one section.
    private func sections(of reminders: [Reminder], in list: SmartList, builder: ReminderRowBuilder) -> [ReminderSection] {
        switch list {
        case .today:
            let overdue = reminders.filter { builder.isOverdue($0) }
            let today = reminders.filter { !builder.isOverdue($0) }
            return [
                ReminderSection(heading: strings[.sectionOverdue], rows: builder.rows(overdue)),
                ReminderSection(heading: strings[.sectionToday], rows: builder.rows(today)),
            ].filter { !$0.rows.isEmpty }
        case .scheduled:
            let weekStart = useCases.userSettings.weekStart
            let nextWeek = weekStart.start(ofWeekHolding: builder.dates.today).adding(days: 7)
            return grouped(reminders, builder: builder) { reminder in
                switch reminder.due?.date {
                case let day? where day < nextWeek: builder.dates.day(day)
                case let day?: strings.string(.sectionWeekOf, builder.dates.calendarDay(weekStart.start(ofWeekHolding: day)))
                case nil: strings[.sectionNoDate]
                }
            }
        case .completed:
            let timeZone = builder.dates.timeZone
            return grouped(reminders, builder: builder) { reminder in
                reminder.completedAt.map { builder.dates.day(SystemCalendarClock.local($0, in: timeZone).date) } ?? ""
            }
        case .flagged, .all, .assigned:
            return reminders.isEmpty ? [] : [ReminderSection(heading: nil, rows: builder.rows(reminders))]
        }
    }

    /// `reminders` in their order, a new section wherever `heading` changes.
    private func grouped(
        _ reminders: [Reminder], builder: ReminderRowBuilder, heading: (Reminder) -> String
    ) -> [ReminderSection] {
        var sections: [ReminderSection] = []
        var currentHeading: String?
        for reminder in reminders {
            let title = heading(reminder)
            if title != currentHeading {
                currentHeading = title
                sections.append(ReminderSection(heading: title, rows: []))
            }
            sections[sections.count - 1].rows.append(builder.row(reminder))
        }
        return sections
    }
}
