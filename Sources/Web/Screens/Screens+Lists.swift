import Domain
import HTTPServer
import Presentation

extension Screens {
    /// `GET /` shows every list; `POST /` creates one.
    func listsOverview(_ request: HTTPRequest) async throws -> HTTPResponse {
        let viewModel = ListsOverviewViewModel(useCases: try container(), strings: catalog)
        let action = request.method == .post ? try ListsOverviewForm.action(from: request.typedFormFields()) : .onAppear
        await viewModel.send(action)
        return try answer(viewModel.state.outcome, state: viewModel.state, template: "lists", nav: Navigation(lists: true), request: request)
    }

    /// `GET /lists/:id` shows a list's reminders; `POST /lists/:id` adds, renames, toggles, moves, deletes.
    func reminderList(_ request: HTTPRequest) async throws -> HTTPResponse {
        let listID = try request.idParameter("id")
        let viewModel = ReminderListViewModel(useCases: try container(), strings: catalog)
        let action: ReminderListViewModel.Action
        if request.method == .post {
            action = try ReminderListForm.action(from: request.typedFormFields(), listID: listID)
        } else {
            let query = try request.typedQuery()
            action = .onAppear(listID: listID, page: try query.page(), showCompleted: try query.checkbox("completed"))
        }
        await viewModel.send(action)
        return try answer(viewModel.state.outcome, state: viewModel.state, template: "list", nav: Navigation(lists: true), request: request)
    }

    /// `GET /lists/:id/delete` asks to confirm deleting a list (the deletion itself is a POST).
    func confirmListDeletion(_ request: HTTPRequest) async throws -> HTTPResponse {
        let viewModel = ReminderListViewModel(useCases: try container(), strings: catalog)
        await viewModel.send(.deleteListTapped(listID: try request.idParameter("id")))
        return try answer(viewModel.state.outcome, state: viewModel.state, template: "list-delete", nav: Navigation(lists: true), request: request)
    }
}
