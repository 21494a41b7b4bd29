import Domain
import HTTPServer
import Presentation
import Testing
@testable import Web
import WebTestSupport

/// The route table reads every address it prints, and prints each place one way.
@Suite struct RouteTests {
    /// One place of each kind, with and without what its query says (`RouteExamples`, which the
    /// end-to-end tests also try).
    static let examples = RouteExamples.all

    /// The kind of a place: a new case does not compile here until it has an example (`RouteExamples`).
    static func kind(_ route: Route) -> String {
        switch route {
        case .lists: "lists"
        case .list: "list"
        case .listDeletion: "listDeletion"
        case .listDetails: "listDetails"
        case .listShare: "listShare"
        case .invitations: "invitations"
        case .reminder: "reminder"
        case .moveReminder: "moveReminder"
        case .smartList: "smartList"
        case .tag: "tag"
        case .search: "search"
        case .signIn: "signIn"
        case .signUp: "signUp"
        case .signOut: "signOut"
        case .account: "account"
        case .accountDeletion: "accountDeletion"
        case .settings: "settings"
        case .health: "health"
        case .staticFile: "staticFile"
        case .listExport: "listExport"
        case .accountExport: "accountExport"
        case .markDone: "markDone"
        case .stopSummary: "stopSummary"
        case .forgotPassword: "forgotPassword"
        case .resetPassword: "resetPassword"
        case .confirmEmail: "confirmEmail"
        case .quickAddPreview: "quickAddPreview"
        }
    }

    @Test func everyKindOfPlace_hasAnExample() {
        #expect(Set(Self.examples.map(Self.kind)).count == 27)
    }

    @Test(arguments: examples)
    func everyPlace_readsBackFromThePathItPrints(route: Route) {
        #expect(Route(target: route.path) == route, "\(route.path)")
    }

    @Test func places_printTheirAddresses() {
        #expect(Route.lists.path == "/")
        #expect(Route.list(3).path == "/lists/3")
        #expect(Route.list(3, page: 2).path == "/lists/3?page=2")
        #expect(Route.list(3, showCompleted: true).path == "/lists/3?completed=1")
        #expect(Route.list(3, page: 2, showCompleted: true).path == "/lists/3?completed=1&page=2")
        #expect(Route.listDeletion(3).path == "/lists/3/delete")
        #expect(Route.listDetails(3).path == "/lists/3/details")
        #expect(Route.listShare(3).path == "/lists/3/share")
        #expect(Route.invitations.path == "/invitations")
        #expect(Route.reminder(4).path == "/reminders/4/edit")
        #expect(Route.moveReminder(4).path == "/reminders/4/move")
        #expect(Route.moveReminder(4, back: .list(3, showCompleted: true)).path == "/reminders/4/move?back=%2Flists%2F3%3Fcompleted%3D1")
        #expect(Route.moveReminder(4, back: .search(query: "a&b")).path == "/reminders/4/move?back=%2Fsearch%3Fq%3Da%2526b")
        #expect(Route.smartList(.today, page: 3).path == "/today?page=3")
        #expect(Route.smartList(.flagged).path == "/flagged")
        #expect(Route(target: "/flagged?page=2") == .smartList(.flagged, page: 2))
        #expect(Route.smartList(.all).path == "/all" && Route(target: "/all?page=2") == .smartList(.all, page: 2))
        #expect(Route.tag("home").path == "/tags/home")
        #expect(Route.tag("Einkäufe", page: 2).path == "/tags/Eink%C3%A4ufe?page=2")
        #expect(Route(target: "/tags/home?page=3") == .tag("home", page: 3))
        #expect(Route.search(query: "a b", page: 2).path == "/search?q=a%20b&page=2")
        #expect(Route.search().path == "/search")
        #expect(Route.search(query: "milk & eggs/été?").path == "/search?q=milk%20%26%20eggs%2F%C3%A9t%C3%A9%3F")
        #expect(Route.signIn(next: .list(1)).path == "/sign-in?next=%2Flists%2F1")
        #expect(Route(target: "/sign-in?next=%2F%2Fevil.example") == .signIn())
        #expect(Route.accountDeletion.path == "/account/delete")
        #expect(Route.listExport(3).path == "/lists/3/export.ics")
        #expect(Route.accountExport.path == "/account/export.json")
        #expect(Route.quickAddPreview(text: "").path == "/quick-add/preview")
        #expect(Route.quickAddPreview(text: "Buy milk +Groceries & co").path == "/quick-add/preview?text=Buy%20milk%20%2BGroceries%20%26%20co")
        for id: Int64 in [1, 9, 10, 99, 100, 123_456_789, 999_999_999_999_999_999, .max, 0, -7, .min] {
            #expect(Route.reminder(id).path == "/reminders/\(id)/edit")
            #expect(Route.listDeletion(id).path == "/lists/\(id)/delete")
            #expect(Route.list(id).path == "/lists/\(id)")
        }
    }

    /// A place's path, parameter and query are one value: what it prints is what it reads.
    @Test func aPlace_readsThePathItPrints_withItsParameterAndQuery() throws {
        let place = Place("/lists/", IDParameter(), "/delete", query: PageQuery(), .question, access: .list(.read)) { .list($0, page: $1) }
        var path = ""
        place.print(7, 3, into: &path)
        #expect(path == "/lists/7/delete?page=3")
        #expect(place.parse(["lists", "7", "delete"]) == .list(7, page: 1))
        #expect(try place.reading(7, FormFields(form: URLEncodedForm(decoding: Array("page=3".utf8)))) == .list(7, page: 3))
        for other in [["lists", "7"], ["lists", "x", "delete"], ["lists", "7", "edit"], ["lists", "7", "delete", "now"]] {
            #expect(place.parse(other) == nil, "\(other)")
        }
    }

    @Test(arguments: ["/lists/abc", "/lists/0", "/lists/-1", "/lists/1/", "/lists/1/edit", "/reminders/1", "/static",
                      "/nowhere", "/account/x", "/today/1", "/lists/99999999999999999999"])
    func anAddressOfNoPlace_readsAsNone(target: String) {
        #expect(Route(target: target) == nil)
    }

    @Test func aMalformedQuery_readsAsNone_andIsA400ForARequest() {
        #expect(Route(target: "/lists/3?page=abc") == nil)
        #expect(throws: HTTPError.self) { try Route.list(3).reading(URLEncodedForm(decoding: Array("page=0".utf8))) }
    }

    @Test func theQueryFillsInWhatThePlaceShows_andOtherFieldsAreIgnored() throws {
        #expect(Route(target: "/lists/3?page=2&completed=on&x=1") == .list(3, page: 2, showCompleted: true))
        #expect(Route(target: "/search?q=milk+%26+eggs") == .search(query: "milk & eggs"))
        #expect(Route(target: "/sign-up?next=%2Ftoday") == .signUp(next: .smartList(.today)))
        #expect(Route(target: "/sign-in?next=https%3A%2F%2Fevil.example") == .signIn(next: .lists))
    }

    /// The move page's `back` is a page of this app a signed-in person opens, or none (the
    /// screen then goes back to the reminder's list): never a way off the site.
    @Test func theMovePagesWayBack_isAPageOfThisApp_orNone() {
        #expect(Route(target: "/reminders/4/move?back=%2Flists%2F3%3Fpage%3D2%26completed%3D1") == .moveReminder(4, back: .list(3, page: 2, showCompleted: true)))
        #expect(Route(target: "/reminders/4/move?back=%2Ftoday") == .moveReminder(4, back: .smartList(.today)))
        for elsewhere in ["https%3A%2F%2Fevil.example", "%2F%2Fevil.example", "%2F%5Cevil.example", "evil", "%2Fnowhere", "%2Fhealthz",
                          "%2Fsign-in", "%2Fsign-out", "%2Flists%2F3%3Fpage%3Dx", ""] {
            #expect(Route(target: "/reminders/4/move?back=\(elsewhere)") == .moveReminder(4), "\(elsewhere)")
        }
        #expect(Route(target: "/reminders/4/move/now") == nil)
    }

    @Test func aLocalPathToGoBackTo_isThePageThere_printedAnew_orTheLists() {
        #expect(Route(local: "/lists/3?page=2&completed=1").path == "/lists/3?completed=1&page=2")
        #expect(Route(local: "/search?q=a%2Fb") == .search(query: "a/b"))
        for elsewhere in ["https://evil.example", "//evil.example", "/nowhere", "/healthz", "/static/app.css", "/sign-out",
                          "/sign-in?next=%2Ftoday", "/lists/3?page=x", "/quick-add/preview?text=milk"] {
            #expect(Route(local: elsewhere) == .lists, "\(elsewhere)")
        }
    }

    @Test func signedOut_onlyTheAccountDoorsFilesTheProbeAndTheLinksOfAlertsAndMail_arePublic() {
        // The links of alerts and the summary act for the person their sealed token names; the
        // mailed account links for the person their token's hash names.
        #expect(Self.examples.filter(\.isPublic).map(Self.kind).uniqued() == [
            "signIn", "signUp", "health", "staticFile", "markDone", "stopSummary", "forgotPassword", "resetPassword", "confirmEmail",
        ])
    }

    /// What each kind of place needs, as the table declares it: what opening it needs, and the
    /// most its forms need, on the list its id names (as the use cases behind it ask the policy).
    @Test func everyPlace_declaresWhatItNeedsOfThePerson() {
        let declared = Dictionary(Self.examples.map { (Self.kind($0), $0.access) }) { first, _ in first }
        #expect(declared.filter { $0.value.opening != nil } == [
            "list": .list(.read, posting: .administer), "listDeletion": .list(.read),
            "listDetails": .list(.read, posting: .administer), "listShare": .list(.read, posting: .administer), "listExport": .list(.read),
            "reminder": .reminder(.read, posting: .change), "moveReminder": .reminder(.read, posting: .change),
        ])
        #expect(Set(declared.filter { $0.value == .anyone }.keys) == [
            "signIn", "signUp", "health", "staticFile", "markDone", "stopSummary", "forgotPassword", "resetPassword", "confirmEmail",
        ])
    }

    /// A place of a list or a reminder that takes posts says what they need; one that takes none says nothing of them.
    @Test(arguments: examples.filter { $0.access.opening != nil })
    func aPlaceOfAListOrAReminder_declaresWhatItsFormsNeed_exactlyWhenItTakesPosts(route: Route) throws {
        let opening = try #require(route.access.opening)
        #expect((route.access.posting != nil) == route.methods.contains(.post), "\(route.path)")
        if let posting = route.access.posting {
            // What a form needs includes what opening the page needs.
            #expect(ListRole.allCases.allSatisfy { !$0.permissions.contains(posting) || $0.permissions.contains(opening) }, "\(route.path)")
        }
    }

    /// Which page to come back to is the address's (a row's form posts to its page's own), not the form's.
    @Test func everyFormAPlaceTakes_decodesIntoItsScreensAction_andOthersAre405() throws {
        let form = try URLEncodedForm(decoding: Array("action=complete&reminderID=5&q=tea&page=9".utf8))
        #expect(try Route.search(query: "milk").action(posted: form) as? SearchViewModel.Action == .row(.toggled(id: 5, isCompleted: true), query: "milk", page: 1))
        let flag = try URLEncodedForm(decoding: Array("action=unflag&reminderID=5".utf8))
        #expect(try Route.search(query: "milk", page: 2).action(posted: flag) as? SearchViewModel.Action == .row(.flagToggled(id: 5, isFlagged: false), query: "milk", page: 2))
        #expect(try Route.tag("home", page: 2).action(posted: flag) as? TagViewModel.Action == .row(.flagToggled(id: 5, isFlagged: false), tag: "home", page: 2))
        #expect(try Route.smartList(.today, page: 2).action(posted: flag) as? SmartListViewModel.Action == .row(.flagToggled(id: 5, isFlagged: false), list: .today, page: 2))
        #expect(try Route.list(3, page: 2, showCompleted: true).action(posted: flag) as? ReminderListViewModel.Action
            == .row(.flagToggled(id: 5, isFlagged: false), listID: 3, page: 2, showCompleted: true))
        #expect(try Route.signOut.action(posted: URLEncodedForm(decoding: [])) as? AccountViewModel.Action == .signOutTapped)
        let move = try URLEncodedForm(decoding: Array("action=moveReminder&reminderID=5&toListID=2".utf8))
        #expect(try Route.moveReminder(5, back: .list(3, page: 2)).action(posted: move) as? MoveReminderViewModel.Action
            == .listChosen(id: 5, toListID: 2, back: .list(3, page: 2)))
        // The move page moves its own reminder, and takes no other row action.
        for other in ["action=moveReminder&reminderID=6&toListID=2", "action=moveReminder&reminderID=5", "action=deleteReminder&reminderID=5", "action=flag&reminderID=5"] {
            #expect(throws: HTTPError.self, "\(other)") { try Route.moveReminder(5).action(posted: URLEncodedForm(decoding: Array(other.utf8))) }
        }
        for place in Self.examples where !place.methods.contains(.post) {
            #expect(throws: HTTPError(.methodNotAllowed)) { try place.action(posted: form) }
        }
        #expect(throws: HTTPError(.methodNotAllowed)) { try Route.signOut.appearAction }
    }
}

private extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
