import Foundation
import HTMLTestKit
import Presentation
import Testing
@testable import Web
import WebTestSupport

/// Another person's list or reminder, tried at every place of the route table whose access
/// names one (`RouteAccess`): opening it is a 404, and so is posting every form the owner's page
/// offers there, with the stranger's own form token; the owner's data is unchanged afterwards.
///
/// The places come from `RouteExamples` and their declarations, not from a list here: a new place
/// with a list's or a reminder's access is tried as soon as it has an example. A place the test
/// cannot try (no id in its path, a page the owner cannot open, no form on it for a place that
/// takes posts) fails it, so that nothing is skipped in silence.
@Suite struct ForeignIDFlowTests {
    /// A calendar file of `count` reminders, the last `completed` of them done: enough for every
    /// page of a list the examples name (page 2 of the open ones, page 4 with the completed).
    static func calendar(count: Int, completed: Int) -> [UInt8] {
        let todos = (1 ... count).flatMap { number in
            ["BEGIN:VTODO", "UID:item-\(number)@example.com", "DTSTAMP:20260601T100000Z", "SUMMARY:Item \(number)"]
                + (number > count - completed ? ["STATUS:COMPLETED", "COMPLETED:20260602T100000Z"] : [])
                + ["END:VTODO"]
        }
        return Array((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//Test//EN"] + todos + ["END:VCALENDAR", ""]).joined(separator: "\r\n").utf8)
    }

    /// What a stranger tried: a place opened, or a form posted (its place and its fields).
    struct Attempt: CustomStringConvertible {
        let method: String
        let path: String
        let fields: String
        var description: String { "\(method) \(path) \(fields)" }
    }

    @Test func anotherPersonsListOrReminder_isA404AtEveryPlaceAndForEveryFormOfIt_andChangesNothing() async throws {
        try await RunningApp.with { app in
            // given: the owner's list with pages, another list, and a reminder of it
            let (owner, listID, reminderID) = try await Self.ownersList(in: app)
            let before = try await Self.export(of: owner)

            // and: a stranger, signed in, with a form token of their own
            let stranger = try await app.signedInBrowser()
            let strangerToken = try #require(try await stranger.document.select("input[name=csrf]").first?["value"])

            // when: the stranger opens each place of a list or a reminder with the owner's id, and
            // posts each form the owner's page there offers
            var attempts: [Attempt] = []
            try await Self.forEachPlace(ofList: listID, reminder: reminderID, openedBy: owner) { route in
                try await stranger.visit(route.path)
                let opened = await stranger.status
                #expect(opened == 404, "GET \(route.path) answers \(opened) to a stranger")
                attempts.append(Attempt(method: "GET", path: route.path, fields: ""))

                let forms = try await Self.formsOfListsAndReminders(on: owner, at: route)
                if route.methods.contains(.post) {
                    #expect(forms.contains { Route(target: $0.target) == Route(target: Self.pathAlone(route)) },
                            "\(route.path) takes posts, but the owner's page offers no form posting to it")
                }
                for form in forms {
                    try await Self.post(form, as: stranger, token: strangerToken)
                    let (posted, redirects) = (await stranger.status, await stranger.redirectChain)
                    #expect(posted == 404 && redirects.isEmpty, "POST \(form.target) \(form.fields) answers \(posted) (after \(redirects)) to a stranger")
                    attempts.append(Attempt(method: "POST", path: form.target, fields: form.fields))
                }
            }

            // then: every place of a list or a reminder was tried, and the owner's data is as it was
            let triedPlaces = Set(attempts.compactMap { Route(target: $0.path).map(RouteKind.init) })
            let declaredPlaces = Set(RouteExamples.all.filter { $0.access.opening != nil }.map(RouteKind.init))
            #expect(triedPlaces == declaredPlaces)
            #expect(try await Self.export(of: owner) == before)
        }
    }

    /// The owner of the list these tests try, signed in, with its id and its first reminder's:
    /// "Groceries", with pages of open and completed reminders in manual order (so that rows
    /// offer moving up and down), and another list (so that rows offer moving there, and the
    /// list's id is not the reminder's).
    static func ownersList(in app: RunningApp) async throws -> (owner: Browser, listID: Int64, reminderID: Int64) {
        let owner = try await app.signedInBrowser()
        try await owner.createList("Elsewhere")
        let listID = try await owner.createList("Groceries")
        try await owner.attach(
            MultipartEncoding.File(filename: "items.ics", contentType: "text/calendar", bytes: Self.calendar(count: 170, completed: 20)),
            to: "Import a calendar file (.ics)"
        )
        try await owner.press("Import")
        #expect(try await owner.flash() == "170 added, 0 updated")
        try await owner.press("Manual")
        #expect(try await owner.flash() == "List sorted by: Manual")
        let firstTitle = try #require(try await owner.reminderTitles().first)
        return (owner, listID, Int64(try await owner.reminderID(firstTitle)))
    }

    /// Runs `body` at every place of the route table whose access names a list or a reminder
    /// (`RouteAccess`, `RouteExamples`), with list `listID` or reminder `reminderID` for its id,
    /// once `owner` has opened it (their page is where its forms come from). A place without an id
    /// in its path, or that the owner cannot open, is recorded as an issue: nothing is skipped in
    /// silence.
    static func forEachPlace(
        ofList listID: Int64, reminder reminderID: Int64, openedBy owner: Browser, _ body: (Route) async throws -> Void
    ) async throws {
        for example in RouteExamples.all where example.access.opening != nil {
            let id = if case .reminder = example.access { reminderID } else { listID }
            guard let route = example.naming(id) else {
                Issue.record("\(example.path) names a list or a reminder by its access, but its path has no id to try")
                continue
            }
            try await owner.visit(route.path)
            let ownersStatus = await owner.status
            guard ownersStatus == 200 else {
                Issue.record("the owner cannot open \(route.path) (\(ownersStatus)), so its forms cannot be tried")
                continue
            }
            try await body(route)
        }
    }

    /// A form of a page, as submitted with one of its buttons pressed.
    struct Submission {
        /// Where it posts.
        let target: String
        /// Its fields, without the form token, for the messages.
        let fields: String
        /// Its parts, when it uploads a file (`multipart/form-data`); nil when URL-encoded.
        let parts: [MultipartEncoding.Part]?
        let pairs: [(String, String)]
    }

    /// Every submission of the forms on `browser`'s page that post to a place of a list or a
    /// reminder, once per submit button; a file field sends a small calendar file.
    static func formsOfListsAndReminders(on browser: Browser, at route: Route) async throws -> [Submission] {
        let file = MultipartEncoding.File(filename: "one.ics", contentType: "text/calendar", bytes: calendar(count: 1, completed: 0))
        return await browser.document.forms.filter { $0.method == "POST" }.flatMap { form -> [Submission] in
            let target = form.action.isEmpty ? pathAlone(route) : form.action
            guard let place = Route(target: target), place.access.opening != nil else { return [] }
            let buttons: [HTMLElement?] = form.submitButtons.isEmpty ? [nil] : form.submitButtons
            return buttons.map { button in
                let pairs = form.submission(pressing: button)
                let files = Dictionary(form.controls.filter { $0["type"] == "file" }.compactMap { $0["name"] }.map { ($0, file) }) { first, _ in first }
                return Submission(
                    target: target, fields: URLEncoding.urlencoded(pairs.filter { $0.0 != "csrf" }),
                    parts: form.enctype.lowercased() == "multipart/form-data" ? form.multipartSubmission(pressing: button, files: files) : nil,
                    pairs: pairs
                )
            }
        }
    }

    /// Posts `submission` as `browser`, with `token` for the form's own token.
    static func post(_ submission: Submission, as browser: Browser, token: String) async throws {
        if let parts = submission.parts {
            let boundary = MultipartEncoding.makeBoundary()
            let withToken = parts.filter { if case .text("csrf", _) = $0 { false } else { true } } + [.text(name: "csrf", value: token)]
            try await browser.send(BrowserRequest(
                method: "POST", url: submission.target, headers: [("Content-Type", MultipartEncoding.contentType(boundary: boundary))],
                body: MultipartEncoding.body(withToken, boundary: boundary)
            ))
        } else {
            let withToken = submission.pairs.filter { $0.0 != "csrf" } + [("csrf", token)]
            try await browser.send(BrowserRequest(
                method: "POST", url: submission.target, headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array(URLEncoding.urlencoded(withToken).utf8)
            ))
        }
    }

    /// The route's path without its query: where a form without `action` posts.
    static func pathAlone(_ route: Route) -> String {
        String(route.path.split(separator: "?", maxSplits: 1).first ?? "/")
    }

    /// The person's account export, without the moment it was made.
    static func export(of browser: Browser) async throws -> NSDictionary {
        try await browser.visit(Route.accountExport.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(await browser.body)) as? [String: Any])
        return json.filter { $0.key != "exported_at" } as NSDictionary
    }
}

/// A place of the route table, whatever its id and query say.
private struct RouteKind: Hashable {
    let path: String

    init(_ route: Route) {
        // The place's path with its id written as 0: the same for every id and page.
        path = ForeignIDFlowTests.pathAlone(route.naming(0) ?? route)
    }
}

extension Route {
    /// The same place and query with `id` for the id its path names; nil where its path names none.
    func naming(_ id: Int64) -> Route? {
        var id = id
        return visit(IDNaming(), &id)
    }
}

/// Makes a route's place name another id, through its `Place` (so that a new place needs no case here).
private struct IDNaming: PlaceVisitor {
    typealias Context = Int64
    typealias Result = Route?

    func visit<Parameter, Query>(_ place: Place<Parameter, Query>, _ parameter: Parameter.Value, _ query: Query.Value, _ id: inout Int64) -> Route? {
        guard parameter is Int64, let id = id as? Parameter.Value else { return nil }
        return place.route(id, query)
    }
}
