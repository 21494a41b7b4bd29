import HTMLTestKit
import Testing

/// Steps many tests take on the way to what they check, each asserting that it worked.
extension Browser {
    /// Creates a list from the overview; the browser ends on the new list's page.
    func createList(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await visit("/")
        try fillIn("Name", with: name)
        try await press("Create list")
        #expect(try flash() == "List “\(name)” created", sourceLocation: sourceLocation)
    }

    /// Adds a reminder with the list page's form; the browser stays on the list's page.
    func addReminder(
        _ title: String, notes: String = "", dueDate: String = "", dueTime: String = "", priority: String = "None",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try fillIn("Title", with: title)
        try fillIn("Notes", with: notes)
        try fillIn("Due date", with: dueDate)
        try fillIn("Time", with: dueTime)
        try select(priority, from: "Priority")
        try await press("Add reminder")
        #expect(try flash() == "Reminder added", sourceLocation: sourceLocation)
    }
}

extension Browser {
    /// Posts a urlencoded body no form on the page would send (`action=launchRockets`), as a
    /// person editing the page or a broken client might.
    func post(_ url: String, body: String) async throws {
        try await send(BrowserRequest(
            method: "POST", url: url, headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8)
        ))
    }
}
