import Presentation
import Web

/// One place of each kind of the route table, with and without what its query says: the routes
/// `RouteTests` reads back from their paths, and the end-to-end tests try with another person's
/// ids (`ForeignIDFlowTests`). A new kind of place does not compile in `RouteTests.kind` until it
/// has one here.
public enum RouteExamples {
    /// The examples, ids `3` for a list and `4` for a reminder.
    public static let all: [Route] = [
        .lists, .list(3), .list(3, page: 2), .list(3, showCompleted: true), .list(3, page: 4, showCompleted: true),
        .listDeletion(3), .listDetails(3), .listShare(3), .invitations, .reminder(4), .moveReminder(4), .moveReminder(4, back: .list(3, page: 2, showCompleted: true)),
        .smartList(.today), .smartList(.scheduled, page: 2), .smartList(.flagged, page: 3), .smartList(.all), .smartList(.completed),
        .tag("home"), .tag("Einkäufe", page: 2),
        .search(), .search(query: "milk & eggs/2", page: 3), .signIn(), .signIn(next: .list(3, page: 2, showCompleted: true)),
        .signUp(), .signUp(next: .smartList(.today)), .signOut, .account, .accountDeletion, .settings, .health, .staticFile(["css", "app.css"]),
        .listExport(3), .accountExport, .markDone(token: "4:2.c2ln"), .markDone(token: "4:2.c2ln", done: true),
        .stopSummary(token: "4.c2ln"), .stopSummary(token: "4.c2ln", stopped: true),
        .forgotPassword, .resetPassword(), .resetPassword(token: "a-token_0123456789abcdef"),
        .confirmEmail(), .confirmEmail(token: "a-token_0123456789abcdef"),
        .quickAddPreview(text: ""), .quickAddPreview(text: "Buy milk tomorrow 9am !1 #shop +Groceries"),
    ]
}
