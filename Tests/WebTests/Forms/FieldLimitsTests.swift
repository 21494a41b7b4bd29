import Domain
import Entities
import Foundation
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation

@testable import Web
import Testing

/// A form field's `maxlength` and `required` are its rule's, on every page that has the field.
@Suite struct FieldLimitsTests {
    private struct Limit: CustomStringConvertible {
        let field: String
        let maximum: Int
        let required: Bool
        var minimum: Int?
        var description: String { field }
    }

    private static func limit(_ field: String, _ rule: ClosedRange<Int>, minimum: Int? = nil) -> Limit {
        Limit(field: field, maximum: rule.upperBound, required: rule.lowerBound > 0, minimum: minimum)
    }

    private static func check(_ document: HTMLDocument, _ limits: [Limit], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for limit in limits {
            let field = try #require(try document.select(limit.field).first, "\(limit)", sourceLocation: sourceLocation)
            #expect(field["maxlength"] == "\(limit.maximum)", "\(limit)", sourceLocation: sourceLocation)
            #expect((field["required"] != nil) == limit.required, "\(limit)", sourceLocation: sourceLocation)
            #expect(field["minlength"] == limit.minimum.map(String.init), "\(limit)", sourceLocation: sourceLocation)
        }
    }

    @Test func theListPagesFields_haveTheirRulesLimits() async throws {
        let lists: [ReminderListSummary] = [.fixture(list: .fixture(id: 1))]
        let router = try makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: lists[0].list),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([]), among: lists)),
            fetchTagCounts: MockFetchTagCountsUseCase(returning: [])
        ))
        try Self.check(try await get(router, Route.list(1).path).document, [
            Self.limit("#new-title", ReminderDetails.titleRule.length),
            Self.limit("#new-notes", ReminderDetails.notesRule.length),
            Self.limit("#new-link", 0...WebLink.maximumLength),
            Self.limit("#site-search", SearchRemindersInteractor.queryRule.length),
        ])
        try Self.check(try await get(router, Route.listDetails(1).path).document, [Self.limit("#list-name", ReminderListDraft.nameRule.length)])
        try Self.check(try await get(router, Route.lists.path).document, [Self.limit("#new-list-name", ReminderListDraft.nameRule.length)])
    }

    @Test func theAccountFormsFields_haveTheirRulesLimits() async throws {
        let signedOut = try makeRouter(accounts: .mock(resolveSession: MockResolveSessionUseCase(returning: nil)))
        try Self.check(try await get(signedOut, Route.signUp().path, headers: ["Cookie": "x=1"]).document, [
            Self.limit("#sign-up-email", 1...EmailRule.maximumLength),
            Self.limit("#sign-up-display-name", AccountDraft.displayNameRule.length),
            Self.limit("#sign-up-password", PasswordRule.length, minimum: PasswordRule.length.lowerBound),
        ])
        try Self.check(try await get(signedOut, Route.signIn().path, headers: ["Cookie": "x=1"]).document, [
            Self.limit("#sign-in-email", 1...EmailRule.maximumLength),
            Self.limit("#sign-in-password", 1...PasswordRule.length.upperBound),
        ])
    }

    @Test func noTemplate_statesALengthLimitOfItsOwn() throws {
        let templates = repositoryRoot.appendingPathComponent("Templates")
        let files = try #require(FileManager.default.enumerator(atPath: templates.path)).compactMap { $0 as? String }
        #expect(files.contains("partials/reminder-details.mustache"))
        for file in files where file.hasSuffix(".mustache") {
            let text = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("maxlength=") && !text.contains("minlength="), "\(file) states a limit; use {{{limits.…}}}")
        }
    }
}
