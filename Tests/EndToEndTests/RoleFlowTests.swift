import Domain
import Foundation
import HTMLTestKit
import Presentation
import Testing
@testable import Web
import WebTestSupport

/// A list shared with a viewer (invited on its share page, accepted on the invitations page), tried at every place of the route table whose access names a list or a
/// reminder, as `ForeignIDFlowTests` tries a stranger: the viewer opens each place, and every form
/// the owner's page there offers, posted with the viewer's own form token, is a 403 that changes
/// nothing. The places come from `RouteExamples`, so a new place is tried as soon as it has one.
@Suite struct RoleFlowTests {
    @Test func aViewer_opensEveryPlaceOfTheSharedList_andEveryFormOfItIsA403_thatChangesNothing() async throws {
        try await RunningApp.with { app in
            // given: the owner's list with pages, another list, and a reminder of it
            let (owner, listID, reminderID) = try await ForeignIDFlowTests.ownersList(in: app)
            let before = try await ForeignIDFlowTests.export(of: owner)

            // and: a viewer of it, signed in, with a form token of their own
            let account = app.newAccount()
            let viewer = app.browser()
            try await viewer.signUp(account)
            try await owner.share(listID, with: account, as: "Viewer", acceptedBy: viewer)
            let viewersToken = try #require(try await viewer.document.select("input[name=csrf]").first?["value"])
            try await viewer.visit(Route.lists.path)
            #expect(try await viewer.document.select("main a").map(\.text).contains { $0.hasPrefix("Groceries (shared with ") })

            // when: the viewer opens each place of the list or its reminder, and posts each form
            // the owner's page there offers
            var tried: Set<String> = []
            var refusals: [Int: Int] = [:]
            try await ForeignIDFlowTests.forEachPlace(ofList: listID, reminder: reminderID, openedBy: owner) { route in
                try await viewer.visit(route.path)
                let opened = await viewer.status
                #expect(opened == 200, "GET \(route.path) answers \(opened) to a viewer")
                tried.insert(ForeignIDFlowTests.pathAlone(route.naming(0) ?? route))

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

            // when: the owner removes the viewer
            try await owner.visit(Route.listShare(listID).path)
            try await owner.press("Remove · \(account.displayName)")

            // then: from their next request, in the session they have, the list is a stranger's
            for route in [Route.list(listID), .listDetails(listID), .reminder(reminderID), .listExport(listID)] {
                try await viewer.visit(route.path)
                let status = await viewer.status
                #expect(status == 404, "GET \(route.path) answers \(status) to a removed member")
            }
            try await viewer.visit(Route.lists.path)
            #expect(try await viewer.document.select("main a").map(\.text).contains { $0.hasPrefix("Groceries") } == false)
        }
    }

    /// The actions of the forms that administer a list: an editor's post of any of them is a 403.
    /// (The others change reminders, which an editor may: posting them would change what the
    /// walk opens next; `ForeignIDTests` holds each use case to its permission.)
    static let administering: Set<String> = [
        "sortList", "updateList", "deleteList", "invite", "setRole", "removeMember", "withdrawInvitation", "transferList",
    ]

    @Test func anEditor_opensEveryPlaceOfTheSharedList_andEveryFormThatAdministersItIsA403_thatChangesNothing() async throws {
        try await RunningApp.with { app in
            // given: the owner's list, shared with an editor who has a form token of their own
            let (owner, listID, reminderID) = try await ForeignIDFlowTests.ownersList(in: app)
            let account = app.newAccount()
            let editor = app.browser()
            try await editor.signUp(account)
            try await owner.share(listID, with: account, as: "Editor", acceptedBy: editor)
            let before = try await ForeignIDFlowTests.export(of: owner)
            let editorsToken = try #require(try await editor.document.select("input[name=csrf]").first?["value"])

            // when: the editor opens each place and posts each form the owner's page there offers
            // that administers the list
            var refused: Set<String> = []
            try await ForeignIDFlowTests.forEachPlace(ofList: listID, reminder: reminderID, openedBy: owner) { route in
                try await editor.visit(route.path)
                let opened = await editor.status
                #expect(opened == 200, "GET \(route.path) answers \(opened) to an editor")
                for form in try await ForeignIDFlowTests.formsOfListsAndReminders(on: owner, at: route) {
                    let action = form.pairs.first { $0.0 == "action" }?.1 ?? ""
                    guard Self.administering.contains(action) else { continue }
                    try await ForeignIDFlowTests.post(form, as: editor, token: editorsToken)
                    let posted = await editor.status
                    #expect(posted == 403, "POST \(form.target) \(form.fields) answers \(posted) to an editor")
                    refused.insert(action)
                }
            }

            // then: every administering form was tried and refused, and the owner's data is as it was
            #expect(refused == ["sortList", "updateList", "deleteList", "invite", "setRole", "removeMember", "transferList"])
            #expect(try await ForeignIDFlowTests.export(of: owner) == before)
            try await owner.visit(Route.listShare(listID).path)
            #expect(try await owner.document.select(".member-name").map(\.text) == ["Person 1 (you)", account.displayName])
        }
    }
}
