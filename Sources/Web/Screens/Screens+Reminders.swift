import Domain
import HTTPServer
import Presentation

extension Screens {
    /// `GET /reminders/:id/edit` shows the editor; `POST` saves, deletes or toggles.
    func reminderEditor(_ request: HTTPRequest) async throws -> HTTPResponse {
        let id = try request.idParameter("id")
        let viewModel = ReminderEditorViewModel(useCases: try container(), strings: catalog)
        let action = request.method == .post ? try ReminderEditorForm.action(from: request.typedFormFields(), id: id) : .onAppear(id: id)
        await viewModel.send(action)
        return try answer(viewModel.state.outcome, state: viewModel.state, template: "reminder-edit", nav: Navigation(lists: true), request: request)
    }

    /// `GET /today`, `/scheduled`, `/completed` show a smart list; `POST` toggles a reminder there.
    func smartList(_ list: SmartList, _ request: HTTPRequest) async throws -> HTTPResponse {
        let viewModel = SmartListViewModel(useCases: try container(), strings: catalog)
        let action = request.method == .post
            ? try SmartListForm.action(from: request.typedFormFields(), list: list)
            : .onAppear(list, page: try request.typedQuery().page())
        await viewModel.send(action)
        var nav = Navigation()
        switch list {
        case .today: nav.today = true
        case .scheduled: nav.scheduled = true
        case .completed: nav.completed = true
        }
        return try answer(viewModel.state.outcome, state: viewModel.state, template: "smart-list", nav: nav, request: request)
    }

    /// `GET /search?q=` searches titles and notes; `POST` toggles a reminder among the results.
    func search(_ request: HTTPRequest) async throws -> HTTPResponse {
        let viewModel = SearchViewModel(useCases: try container(), strings: catalog)
        let action: SearchViewModel.Action
        if request.method == .post {
            action = try SearchForm.action(from: request.typedFormFields())
        } else {
            let query = try request.typedQuery()
            action = .onAppear(query: try query.optionalString("q"), page: try query.page())
        }
        await viewModel.send(action)
        let nav = Navigation(query: viewModel.state.query)
        return try answer(viewModel.state.outcome, state: viewModel.state, template: "search", nav: nav, request: request)
    }
}
