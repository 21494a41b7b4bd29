import Domain
import Foundation
import GRDB
import HTMLTestKit
import Presentation
import Testing
@testable import Web
import WebTestSupport

/// A list shared with a viewer (a `listMember` row written into the running app's database, as
/// sharing will write it), tried at every place of the route table whose access names a list or a
/// reminder, as `ForeignIDFlowTests` tries a stranger: the viewer opens each place, and every form
/// the owner's page there offers, posted with the viewer's own form token, is a 403 that changes
/// nothing. The places come from `RouteExamples`, so a new place is tried as soon as it has one.
@Suite struct RoleFlowTests {
    /// Makes the account `email` a member of list `listID` with `role`, in the app's database.
    static func share(_ listID: Int64, with email: String, as role: String, in app: RunningApp) async throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        let database = try DatabaseQueue(path: app.databasePath, configuration: configuration)
        try await database.write { db in
            try db.execute(
                sql: "INSERT INTO listMember (listID, userID, role, joinedAt) SELECT ?, id, ?, 0 FROM user WHERE email = ?",
                arguments: [listID, role, email]
            )
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
        }
        try database.close()
    }

    @Test func aViewer_opensEveryPlaceOfTheSharedList_andEveryFormOfItIsA403_thatChangesNothing() async throws {
        try await RunningApp.with { app in
            // given: the owner's list in manual order, with pages of open and completed reminders,
            // and another list (so that rows offer moving there)
            let owner = try await app.signedInBrowser()
            try await owner.createList("Elsewhere")
            try await owner.createList("Groceries")
            guard case .list(let listID, _, _)? = Route(target: await owner.url) else {
                Issue.record("the new list's page is no list: \(await owner.url)")
                return
            }
            try await owner.attach(
                MultipartEncoding.File(filename: "items.ics", contentType: "text/calendar", bytes: ForeignIDFlowTests.calendar(count: 170, completed: 20)),
                to: "Import a calendar file (.ics)"
            )
            try await owner.press("Import")
            try await owner.press("Manual")
            let firstTitle = try #require(try await owner.reminderTitles().first)
            let reminderID = Int64(try await owner.reminderID(firstTitle))
            let before = try await ForeignIDFlowTests.export(of: owner)

            // and: a viewer of it, signed in, with a form token of their own
            let account = app.newAccount()
            let viewer = app.browser()
            try await viewer.signUp(account)
            try await Self.share(listID, with: account.email, as: "viewer", in: app)
            let viewersToken = try #require(try await viewer.document.select("input[name=csrf]").first?["value"])

            // when: the viewer opens each place of the list or its reminder, and posts each form
            // the owner's page there offers
            var tried: Set<String> = []
            var refusals: [Int: Int] = [:]
            for example in RouteExamples.all where example.access.opening != nil {
                let id = if case .reminder = example.access { reminderID } else { listID }
                let route = try #require(example.naming(id), "\(example.path) has no id to try")
                try await owner.visit(route.path)
                let ownersStatus = await owner.status
                guard ownersStatus == 200 else {
                    Issue.record("the owner cannot open \(route.path) (\(ownersStatus)), so its forms cannot be tried")
                    continue
                }
                try await viewer.visit(route.path)
                let opened = await viewer.status
                #expect(opened == 200, "GET \(route.path) answers \(opened) to a viewer")
                tried.insert(ForeignIDFlowTests.pathAlone(example.naming(0) ?? route))

                for form in try await ForeignIDFlowTests.formsOfListsAndReminders(on: owner, at: route) {
                    try await ForeignIDFlowTests.post(form, as: viewer, token: viewersToken)
                    let (posted, redirects) = (await viewer.status, await viewer.redirectChain)
                    // A move to another of the owner's lists names a list the viewer holds no
                    // role on: that one is a stranger's, a 404.
                    let expected = form.pairs.contains { $0.0 == "toListID" && $0.1 != String(listID) } ? 404 : 403
                    #expect(posted == expected && redirects.isEmpty, "POST \(form.target) \(form.fields) answers \(posted) (after \(redirects)) to a viewer")
                    refusals[posted, default: 0] += 1
                }
            }

            // then: every place was tried, and the owner's data is as it was
            let declared = Set(RouteExamples.all.filter { $0.access.opening != nil }.map { ForeignIDFlowTests.pathAlone($0.naming(0) ?? $0) })
            #expect(tried == declared)
            #expect(try await ForeignIDFlowTests.export(of: owner) == before)
            #expect(refusals[403, default: 0] > 20, "\(refusals)")
            // and: the viewer was told why
            try await owner.visit(Route.list(listID).path)
            try await ForeignIDFlowTests.post(
                try #require(try await ForeignIDFlowTests.formsOfListsAndReminders(on: owner, at: .list(listID)).first { $0.fields.contains("action=flag") }),
                as: viewer, token: viewersToken
            )
            #expect(try await viewer.document.select("h1#error-heading").map(\.text) == ["Your role in this list does not allow that"])
        }
    }
}
