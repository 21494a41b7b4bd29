import Domain
import Entities
import HTTPServer
import Presentation

/// The route table: every place's path, query, rules and access, each declared once (`Place`).
/// Reading a request, printing a link and the rules of a place all come from here.
enum Places {
    static let lists = Place("/", .page, access: .signedIn, screen: ListsOverviewScreen.self, route: .lists)
    // Opening reads the page; its forms add, import and act on rows (change) and rename, sort
    // and delete the list (administer).
    static let list = Place(
        "/lists/", IDParameter(), query: QueryPair(CheckboxQuery(name: Route.QueryName.completed), PageQuery()), .page,
        access: .list(.read, posting: .administer), screen: ReminderListScreen.self
    ) { .list($0, page: $1.1, showCompleted: $1.0) }
    // The question reads the list; its answer posts to the list's page.
    static let listDeletion = Place("/lists/", IDParameter(), "/delete", .question, access: .list(.read), screen: ReminderListScreen.self) { .listDeletion($0) }
    // Opening reads the list; saving its details administers it.
    static let listDetails = Place(
        "/lists/", IDParameter(), "/details", .page, access: .list(.read, posting: .administer), screen: ReminderListScreen.self
    ) { .listDetails($0) }
    // Opening reads who the list is shared with; its forms invite and change members
    // (administer) or leave (any member): each use case asks for what it needs.
    static let listShare = Place("/lists/", IDParameter(), "/share", .page, access: .list(.read, posting: .administer), screen: ShareListScreen.self) {
        .listShare($0)
    }
    static let invitations = Place("/invitations", .page, access: .signedIn, screen: InvitationsScreen.self, route: .invitations)
    static let listExport = Place("/lists/", IDParameter(), "/export.ics", .file, access: .list(.read)) { .listExport($0) }
    // Opening reads the reminder and its subtasks; saving, completing, deleting and adding a subtask change.
    static let reminder = Place("/reminders/", IDParameter(), "/edit", .page, access: .reminder(.read, posting: .change), screen: ReminderEditorScreen.self) {
        .reminder($0)
    }
    // Opening reads the reminder and the lists; a move posted there changes it.
    static let moveReminder = Place(
        "/reminders/", IDParameter(), "/move", query: BackQuery(), .page, access: .reminder(.read, posting: .change), screen: MoveReminderScreen.self
    ) { .moveReminder($0, back: $1) }
    static let smartList = Place("/", WordParameter<SmartList>(), query: PageQuery(), .page, access: .signedIn, screen: SmartListScreen.self) {
        .smartList($0, page: $1)
    }
    static let tag = Place("/tags/", NameParameter(), query: PageQuery(), .page, access: .signedIn, screen: TagScreen.self) { .tag($0, page: $1) }
    static let search = Place(
        "/search", query: QueryPair(TextQuery(name: Route.QueryName.search), PageQuery()), .page, access: .signedIn, screen: SearchScreen.self
    ) { .search(query: $0.0, page: $0.1) }
    static let signIn = Place("/sign-in", query: NextQuery(), .page, access: .anyone, screen: SignInScreen.self) { .signIn(next: $0) }
    static let signUp = Place("/sign-up", query: NextQuery(), .page, access: .anyone, screen: SignUpScreen.self) { .signUp(next: $0) }
    static let signOut = Place("/sign-out", .action, access: .signedIn, screen: AccountScreen.self, route: .signOut)
    static let account = Place("/account", .page, access: .signedIn, screen: AccountScreen.self, route: .account)
    static let accountDeletion = Place("/account/delete", .page, access: .signedIn, screen: AccountScreen.self, route: .accountDeletion)
    static let accountExport = Place("/account/export.json", .file, access: .signedIn, route: .accountExport)
    static let settings = Place("/settings", .page, access: .signedIn, screen: SettingsScreen.self, route: .settings)
    // The pages of mailed links act for the person their token names, signed in or not.
    static let markDone = Place(
        "/alerts/done", query: QueryPair(TextQuery(name: Route.QueryName.token, always: true), CheckboxQuery(name: Route.QueryName.done)), .page,
        access: .anyone, screen: MarkDoneScreen.self
    ) { .markDone(token: $0.0, done: $0.1) }
    static let stopSummary = Place(
        "/notifications/stop-summary", query: QueryPair(TextQuery(name: Route.QueryName.token, always: true), CheckboxQuery(name: Route.QueryName.stopped)),
        .page, access: .anyone, screen: StopSummaryScreen.self
    ) { .stopSummary(token: $0.0, stopped: $0.1) }
    static let forgotPassword = Place("/forgot-password", .page, access: .anyone, screen: ForgotPasswordScreen.self, route: .forgotPassword)
    static let resetPassword = Place("/reset-password", query: TextQuery(name: Route.QueryName.token), .page, access: .anyone, screen: ResetPasswordScreen.self) {
        .resetPassword(token: $0)
    }
    static let confirmEmail = Place("/confirm-email", query: TextQuery(name: Route.QueryName.token), .page, access: .anyone, screen: ConfirmEmailScreen.self) {
        .confirmEmail(token: $0)
    }
    // A piece of text a script asks for as the person types in a quick-add field.
    static let quickAddPreview = Place(
        "/quick-add/preview", query: TextQuery(name: Route.QueryName.text), .fragment, access: .signedIn
    ) { .quickAddPreview(text: $0) }
    static let health = Place("/healthz", .file, access: .anyone, route: .health)
    static let staticFile = Place("/static/", RestParameter(), "", .file, access: .anyone) { .staticFile($0) }

    /// Every place a path is read with (a new one that is missing here does not read back: `RouteTests`).
    static let all: [any PlaceParsing] = [
        lists, list, listDeletion, listDetails, listShare, invitations, listExport, reminder, moveReminder, smartList, tag, search, signIn, signUp, signOut, account,
        accountDeletion, accountExport, settings, markDone, stopSummary, forgotPassword, resetPassword, confirmEmail,
        quickAddPreview, health, staticFile,
        // Where browsers and bookmark tools look for an icon when a page names none.
        PlaceAlias(words: ["favicon.ico"], route: .staticFile(["icon.svg"])),
    ]
}

extension Route {
    /// Hands `visitor` the place of this route and its values: the one switch from a route to its
    /// place (a new case does not compile until it has one).
    func visit<Visitor: PlaceVisitor>(_ visitor: Visitor, _ context: inout Visitor.Context) -> Visitor.Result {
        switch self {
        case .lists: visitor.visit(Places.lists, (), (), &context)
        case .list(let id, let page, let showCompleted): visitor.visit(Places.list, id, (showCompleted, page), &context)
        case .listDeletion(let id): visitor.visit(Places.listDeletion, id, (), &context)
        case .listDetails(let id): visitor.visit(Places.listDetails, id, (), &context)
        case .listShare(let id): visitor.visit(Places.listShare, id, (), &context)
        case .invitations: visitor.visit(Places.invitations, (), (), &context)
        case .listExport(let id): visitor.visit(Places.listExport, id, (), &context)
        case .reminder(let id): visitor.visit(Places.reminder, id, (), &context)
        case .moveReminder(let id, let back): visitor.visit(Places.moveReminder, id, back, &context)
        case .smartList(let list, let page): visitor.visit(Places.smartList, list, page, &context)
        case .tag(let name, let page): visitor.visit(Places.tag, name, page, &context)
        case .search(let query, let page): visitor.visit(Places.search, (), (query, page), &context)
        case .signIn(let next): visitor.visit(Places.signIn, (), next, &context)
        case .signUp(let next): visitor.visit(Places.signUp, (), next, &context)
        case .signOut: visitor.visit(Places.signOut, (), (), &context)
        case .account: visitor.visit(Places.account, (), (), &context)
        case .accountDeletion: visitor.visit(Places.accountDeletion, (), (), &context)
        case .accountExport: visitor.visit(Places.accountExport, (), (), &context)
        case .settings: visitor.visit(Places.settings, (), (), &context)
        case .markDone(let token, let done): visitor.visit(Places.markDone, (), (token, done), &context)
        case .stopSummary(let token, let stopped): visitor.visit(Places.stopSummary, (), (token, stopped), &context)
        case .forgotPassword: visitor.visit(Places.forgotPassword, (), (), &context)
        case .resetPassword(let token): visitor.visit(Places.resetPassword, (), token, &context)
        case .confirmEmail(let token): visitor.visit(Places.confirmEmail, (), token, &context)
        case .quickAddPreview(let text): visitor.visit(Places.quickAddPreview, (), text, &context)
        case .health: visitor.visit(Places.health, (), (), &context)
        case .staticFile(let segments): visitor.visit(Places.staticFile, segments, (), &context)
        }
    }
}

/// Prints a route's path into the sink it is handed.
struct PathPrinter<Sink: PathSink>: PlaceVisitor {
    typealias Context = Sink
    typealias Result = Void

    func visit<Parameter, Query>(_ place: Place<Parameter, Query>, _ parameter: Parameter.Value, _ query: Query.Value, _ sink: inout Sink) {
        place.print(parameter, query, into: &sink)
    }
}

/// Reads what a query says of a route's place.
struct QueryReader: PlaceVisitor {
    typealias Context = FormFields
    typealias Result = Swift.Result<Route, HTTPError>

    func visit<Parameter, Query>(
        _ place: Place<Parameter, Query>, _ parameter: Parameter.Value, _ query: Query.Value, _ fields: inout FormFields
    ) -> Swift.Result<Route, HTTPError> {
        Swift.Result { () throws(HTTPError) in try place.reading(parameter, fields) }
    }
}

/// The screen of a route's place.
struct ScreenReader: PlaceVisitor {
    typealias Context = Void
    typealias Result = (any WebScreen.Type)?

    func visit<Parameter, Query>(
        _ place: Place<Parameter, Query>, _ parameter: Parameter.Value, _ query: Query.Value, _ context: inout Void
    ) -> (any WebScreen.Type)? {
        place.screen
    }
}

/// The rules of a route's place.
struct RulesReader: PlaceVisitor {
    typealias Context = Void
    typealias Result = PlaceRules

    func visit<Parameter, Query>(_ place: Place<Parameter, Query>, _ parameter: Parameter.Value, _ query: Query.Value, _ context: inout Void) -> PlaceRules {
        place.rules
    }
}

/// What a route's place needs of the person.
struct AccessReader: PlaceVisitor {
    typealias Context = Void
    typealias Result = RouteAccess

    func visit<Parameter, Query>(_ place: Place<Parameter, Query>, _ parameter: Parameter.Value, _ query: Query.Value, _ context: inout Void) -> RouteAccess {
        place.access
    }
}
