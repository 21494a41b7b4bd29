import HTTPServer
import Presentation

/// What the screen at a place is asked to do, as its ViewModel's action.
public enum ScreenAction: Sendable, Equatable {
    case listsOverview(ListsOverviewViewModel.Action)
    case reminderList(ReminderListViewModel.Action)
    case reminderEditor(ReminderEditorViewModel.Action)
    case smartList(SmartListViewModel.Action)
    case tag(TagViewModel.Action)
    case search(SearchViewModel.Action)
    case signIn(SignInViewModel.Action)
    case signUp(SignUpViewModel.Action)
    case account(AccountViewModel.Action)
    case settings(SettingsViewModel.Action)
    case markDone(MarkDoneViewModel.Action)
    case stopSummary(StopSummaryViewModel.Action)
    case forgotPassword(ForgotPasswordViewModel.Action)
    case resetPassword(ResetPasswordViewModel.Action)
    case confirmEmail(ConfirmEmailViewModel.Action)
}

/// The screens of the app, one per `ScreenAction` case: what the preview gallery must show.
public enum Screen: String, Sendable, CaseIterable {
    case listsOverview, reminderList, reminderEditor, smartList, tag, search, signIn, signUp, account, settings, markDone, stopSummary
    case forgotPassword, resetPassword, confirmEmail
}

extension ScreenAction {
    /// The screen the action is sent to.
    public var screen: Screen {
        switch self {
        case .listsOverview: .listsOverview
        case .reminderList: .reminderList
        case .reminderEditor: .reminderEditor
        case .smartList: .smartList
        case .tag: .tag
        case .search: .search
        case .signIn: .signIn
        case .signUp: .signUp
        case .account: .account
        case .settings: .settings
        case .markDone: .markDone
        case .stopSummary: .stopSummary
        case .forgotPassword: .forgotPassword
        case .resetPassword: .resetPassword
        case .confirmEmail: .confirmEmail
        }
    }
}

extension Route {
    /// What opening the place asks of its screen, with what its address says (the page, the
    /// completed toggle, the search, `next`). A place that is not a page to open is a `405`.
    public var appearAction: ScreenAction {
        get throws(HTTPError) {
            switch self {
            case .lists: return .listsOverview(.onAppear)
            case .list(let id, let page, let showCompleted): return .reminderList(.onAppear(listID: id, page: page, showCompleted: showCompleted))
            case .listDeletion(let id): return .reminderList(.deleteListTapped(listID: id))
            case .reminder(let id): return .reminderEditor(.onAppear(id: id))
            case .smartList(let list, let page): return .smartList(.onAppear(list, page: page))
            case .tag(let name, let page): return .tag(.onAppear(tag: name, page: page))
            case .search(let query, let page): return .search(.onAppear(query: query, page: page))
            case .signIn(let next): return .signIn(.onAppear(next: next))
            case .signUp(let next): return .signUp(.onAppear(next: next))
            case .account: return .account(.onAppear)
            case .accountDeletion: return .account(.deleteAccountTapped)
            case .settings: return .settings(.onAppear)
            case .markDone(let token, let done): return .markDone(.onAppear(token: token, done: done))
            case .stopSummary(let token, let stopped): return .stopSummary(.onAppear(token: token, stopped: stopped))
            case .forgotPassword: return .forgotPassword(.onAppear)
            case .resetPassword(let token): return .resetPassword(.onAppear(token: token))
            case .confirmEmail(let token): return .confirmEmail(.onAppear(token: token))
            case .signOut, .health, .staticFile, .listExport, .accountExport: throw HTTPError(.methodNotAllowed)
            }
        }
    }

    /// What a form posted to the place asks of its screen, decoded by that screen's form (which
    /// page to come back to is the place's: a row's form posts to its page's own address): the
    /// one decoding the app uses, and the one the tests hold every rendered form to. An unknown
    /// action or a malformed field is a `400`; a place that takes no posts, a `405`.
    public func action(posted form: URLEncodedForm) throws(HTTPError) -> ScreenAction {
        let fields = FormFields(form: form)
        switch self {
        case .lists: return .listsOverview(try ListsOverviewForm.action(from: fields))
        case .list(let id, let page, let showCompleted):
            return .reminderList(try ReminderListForm.action(from: fields, listID: id, page: page, showCompleted: showCompleted))
        case .reminder(let id): return .reminderEditor(try ReminderEditorForm.action(from: fields, id: id))
        case .smartList(let list, let page): return .smartList(try SmartListForm.action(from: fields, list: list, page: page))
        case .tag(let name, let page): return .tag(try TagForm.action(from: fields, tag: name, page: page))
        case .search(let query, let page): return .search(try SearchForm.action(from: fields, query: query, page: page))
        case .signIn: return .signIn(try SignInForm.action(from: form))
        case .signUp: return .signUp(try SignUpForm.action(from: form))
        case .signOut: return .account(AccountForm.signOutAction(from: form))
        case .account, .accountDeletion: return .account(try AccountForm.action(from: form))
        case .settings: return .settings(try SettingsForm.action(from: fields))
        case .markDone(let token, _): return .markDone(try AlertLinkForms.markDoneAction(from: fields, token: token))
        case .stopSummary(let token, _): return .stopSummary(try AlertLinkForms.stopSummaryAction(from: fields, token: token))
        case .forgotPassword: return .forgotPassword(try ForgotPasswordForm.action(from: fields))
        case .resetPassword: return .resetPassword(try ResetPasswordForm.action(from: fields))
        case .confirmEmail: return .confirmEmail(try ConfirmEmailForm.action(from: fields))
        case .listDeletion, .health, .staticFile, .listExport, .accountExport: throw HTTPError(.methodNotAllowed)
        }
    }

    /// What a file upload (`multipart/form-data`) posted to the place asks of its screen: only a
    /// list's page takes one (its import form), and the stop page a mail provider's one-click
    /// unsubscribe, which RFC 8058 has it post so; anywhere else a form must be URL-encoded (`415`).
    public func action(uploaded form: MultipartForm) throws(HTTPError) -> ScreenAction {
        switch self {
        case .list(let id, _, _): return .reminderList(try ReminderListForm.action(uploaded: form, listID: id))
        case .stopSummary(let token, _) where AlertLinkForms.isOneClick(form): return .stopSummary(.oneClickUnsubscribed(token: token))
        default: throw HTTPError(.unsupportedMediaType)
        }
    }
}
