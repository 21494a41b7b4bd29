import Domain
import Entities
import HTTPServer
import Mocks
@testable import Presentation
import Testing
@testable import Web

/// The flash's cookie: a message's key and arguments sealed and read back as they were, every
/// kind of argument and every Undo; a cookie with a key the app lacks, an argument it cannot
/// read, or as many arguments as its key does not take, is not shown, and nothing crashes.
@Suite struct FlashCookieTests {
    let seal = TextSeal(signer: FakeMessageSigner(key: 3))
    let cookies = SessionCookies(isHTTPS: false)

    /// The request that carries `value` as its flash cookie, sealed by this server.
    private func request(carrying value: String) -> HTTPRequest {
        HTTPRequest(method: .get, target: "/", headers: ["Cookie": "flash=" + seal.seal(value, for: .flash)])
    }

    private func roundTrip(_ message: FlashMessage) throws -> FlashMessage? {
        var response = HTTPResponse(status: .seeOther)
        Flash.set(message, on: &response, cookies: cookies, seal: seal)
        let cookie = String(try #require(response.headers["Set-Cookie"]).split(separator: ";")[0])
        return Flash.message(in: HTTPRequest(method: .get, target: "/", headers: ["Cookie": cookie]), cookies: cookies, seal: seal)
    }

    /// Text typed with the cookie's own separators ("*", "!", "%") cannot break it apart.
    @Test(arguments: [
        FlashText(.reminderCompleted),
        FlashText(.listDeleted, .text("Einkauf! *100%* „ok“")),
        FlashText(.remindersImported, .number(12), .number(-3)),
        FlashText(.listSorted, .key(.sortOrderDueDate)),
        FlashText(.reminderAdvanced, .date(DueDate(date: .fixture("2026-11-29")))),
        FlashText(.reminderAdvanced, .date(DueDate(date: .fixture("2026-11-29"), time: .fixture("09:05")))),
        FlashText(.quickAddAdded, .text("a!reopen!5"), .text("b*kReminder.Flash.completed")),
    ])
    func everyKindOfArgument_survivesTheCookie(text: FlashText) throws {
        #expect(try roundTrip(FlashMessage(text)) == FlashMessage(text))
    }

    @Test(arguments: [Undo.reopen(5), .moveBack(5, occurrence: 12), .restore(9), .keepAsText(7, text: "Buy milk! tomorrow*9am !1 #shop „ok“ 100%"), .keepAsText(8, text: "a!reopen!5")])
    func everyUndo_survivesTheCookie(undo: Undo) throws {
        let message = FlashMessage(FlashText(.quickAddAdded, .text("Buy milk"), .text("Due Tomorrow")), undo: undo)
        #expect(try roundTrip(message) == message)
    }

    /// A cookie sealed before the flash was a key carried its words: no key the app has.
    @Test(arguments: ["Reminder%20completed!reopen!5", "No.Such.key", "", "Reminder.Flash.moved*xWork", "ReminderList.Flash.imported*nabc*n2",
                      "Reminder.Flash.advanced*d2026-13-40", "Reminder.Flash.advanced*d2026-11-29T25%3A00", "Reminder.Flash.moved*kNo.Such.key"])
    func aCookieWithAnUnknownKeyOrAnUnreadableArgument_isIgnored(value: String) {
        #expect(Flash.message(in: request(carrying: value), cookies: cookies, seal: seal) == nil)
    }

    /// Read back, but not shown: its key takes another number of arguments (or a plural key's
    /// count is not a number).
    @Test(arguments: ["ReminderList.Flash.deleted", "ReminderList.Flash.deleted*tA*tB", "Reminder.Flash.completed*tA", "Subtask.Flash.deleted*tthree"])
    func aCookieWithTheWrongArguments_isNotShown(value: String) throws {
        let message = try #require(Flash.message(in: request(carrying: value), cookies: cookies, seal: seal))
        #expect(FlashView(message, in: try StringCatalog.bundled()) == nil)
    }

    /// The same cookie, shown on an English page and on a German one, speaks each page's language.
    @Test func oneCookie_isWrittenInTheLanguageOfThePageShowingIt() throws {
        let message = try #require(Flash.message(in: request(carrying: "ReminderList.Flash.deleted*tEinkauf"), cookies: cookies, seal: seal))
        #expect(FlashView(message, in: try StringCatalog.bundled())?.text == "List “Einkauf” deleted")
        #expect(FlashView(message, in: try StringCatalog.bundled(language: "de"))?.text == "Liste „Einkauf“ gelöscht")
    }

    @Test func aLineTooLongForTheCookie_dropsKeepAsText_keepingTheMessage() {
        let long = String(repeating: "ü", count: 800)
        let added = FlashText(.quickAddAdded, .text("Buy milk"), .text("Due Tomorrow"))
        let sealed = Flash.sealed(FlashMessage(added, undo: .keepAsText(5, text: long)), seal: seal)
        #expect(sealed == Flash.sealed(FlashMessage(added), seal: seal))
    }
}
