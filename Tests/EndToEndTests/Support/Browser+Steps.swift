import HTMLTestKit
import Presentation
import Testing
import Web

/// Steps many tests take on the way to what they check, each asserting that it worked.
extension Browser {
    /// Creates `account` on the sign-up page; the browser ends signed in, on the lists.
    func signUp(_ account: TestAccount, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await visit(Route.signUp().path)
        try fillIn("Email", with: account.email)
        try fillIn("Display name", with: account.displayName)
        try fillIn("Password", with: account.password)
        try await press("Create account")
        #expect(try flash() == "Welcome, \(account.displayName)!", sourceLocation: sourceLocation)
    }

    /// Signs in to `account` from the sign-in page; the browser ends on the lists.
    func signIn(_ account: TestAccount, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await visit(Route.signIn().path)
        try fillIn("Email", with: account.email)
        try fillIn("Password", with: account.password)
        try await press("Sign in")
        #expect(try flash() == "Welcome back, \(account.displayName)", sourceLocation: sourceLocation)
    }

    /// Creates a list from the overview; the browser ends on the new list's page, whose id it
    /// answers (read from the page's address).
    @discardableResult
    func createList(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int64 {
        try await visit(Route.lists.path)
        try fillIn("Name", with: name)
        try await press("Create list")
        #expect(try flash() == "List “\(name)” created", sourceLocation: sourceLocation)
        let address = url
        return try #require(
            Route(target: address).flatMap { if case .list(let id, _, _) = $0 { id } else { nil } }, "the new list's page is no list: \(address)",
            sourceLocation: sourceLocation
        )
    }

    /// Invites `account`'s address to list `listID` as `role` ("Editor", "Viewer") from the share
    /// page, and has `member`, signed in to it, accept on the invitations page; `member` ends on
    /// the list's page.
    func share(
        _ listID: Int64, with account: TestAccount, as role: String, acceptedBy member: Browser, listName: String = "Groceries",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await visit(Route.listShare(listID).path)
        try fillIn("Email address", with: account.email)
        try select(role, from: "Role")
        try await press("Invite")
        #expect(try flash() == "Invited \(account.email) as \(role).", sourceLocation: sourceLocation)
        try await member.visit(Route.invitations.path)
        try await member.press("Accept")
        #expect(try await member.flash() == "You now share “\(listName)”.", sourceLocation: sourceLocation)
    }

    /// Adds a reminder with the list page's form; the browser stays on the list's page.
    func addReminder(
        _ title: String, notes: String = "", dueDate: String = "", dueTime: String = "", priority: String = "None",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try fillIn("New reminder", with: title)
        try fillIn("Notes", with: notes)
        try fillIn("Due date", with: dueDate)
        try fillIn("Time", with: dueTime)
        try select(priority, from: "Priority")
        try await press("Add")
        #expect(try flash() == "Reminder added", sourceLocation: sourceLocation)
    }
}

extension Browser {
    /// Posts a urlencoded body no form on the page would send (`action=launchRockets`), as a
    /// person editing the page or a broken client might — with the page's form token, unless
    /// `withFormToken` is false.
    func post(_ url: String, body: String, withFormToken: Bool = true) async throws {
        var body = body
        if withFormToken, let token = try document.select("input[name=csrf]").first?["value"] {
            body += (body.isEmpty ? "" : "&") + "csrf=" + token
        }
        try await send(BrowserRequest(
            method: "POST", url: url, headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8)
        ))
    }

    /// The kept cookie named `name`.
    func keptCookie(_ name: String) -> Cookie? {
        cookieJar.cookies.first { $0.name == name }
    }
}
