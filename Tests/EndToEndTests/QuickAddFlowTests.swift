import HTMLTestKit
import Presentation
import Testing
import Web

/// Quick add in words through the real app: the list page's field reads a due day and time, a
/// priority and a tag out of the typed line, the flash says so and offers Keep as text, which
/// takes the reading back; in English and German, and never for a title that must stay text.
@Suite struct QuickAddFlowTests {
    @Test func aLineInWords_isReadOnTheListPage_andKeepAsTextTakesTheReadingBack() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let list = await browser.url

            // when
            try await browser.fillIn("New reminder", with: "Buy milk tomorrow 9am !1 #shop")
            try await browser.press("Add")

            // then: back on the list, the row read, the flash saying what was read
            #expect(await browser.status == 200)
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Added “Buy milk”: Due Tomorrow, 09:00 · Priority High · #shop")
            #expect(try await browser.reminderTitles() == ["Buy milk"])
            let row = try await browser.row("Buy milk")
            #expect(try await browser.texts("\(row) .due") == ["Tomorrow, 09:00"])
            #expect(try await browser.texts("\(row) .priority") == ["High"])
            #expect(try await browser.texts("\(row) .tag") == ["#shop"])
            #expect(try await browser.texts(".flash button") == ["Keep as text"])

            // when
            try await browser.press("Keep as text")

            // then: one reminder, the line kept as its title, with no date or priority (a `#tag`
            // in a title is a tag, as it always was)
            #expect(await browser.url == list)
            #expect(try await browser.flash()?.hasPrefix("Kept as typed: “Buy milk tomorrow 9am !1") == true)
            #expect(try await browser.texts(".flash button") == [])
            #expect(try await browser.reminderTitles() == ["Buy milk tomorrow 9am !1"])
            #expect(try await browser.texts("li.reminder .due, li.reminder .priority") == [])
            #expect(try await browser.texts("li.reminder .tag") == ["#shop"])
        }
    }

    @Test func aTitleThatMustStayText_isAddedAsTyped_withoutKeepAsText() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Errands")

            try await browser.fillIn("New reminder", with: "Shop Black Friday")
            try await browser.press("Add")

            #expect(try await browser.flash() == "Reminder added")
            #expect(try await browser.texts(".flash button") == [])
            #expect(try await browser.reminderTitles() == ["Shop Black Friday"])
            #expect(try await browser.document.select("li.reminder .meta").isEmpty)
        }
    }

    @Test func aGermanLine_isReadInGerman() async throws {
        try await RunningApp.with { app in
            // given: an account made in German
            let browser = app.browser(headers: [("Accept-Language", "de-DE,de;q=0.9")])
            try await browser.visit(Route.signUp().path)
            try await browser.fillIn("E-Mail-Adresse", with: "jonas@example.com")
            try await browser.fillIn("Anzeigename", with: "Jonas")
            try await browser.fillIn("Passwort", with: "Kirschbaum am Fluss 7")
            try await browser.press("Konto erstellen")
            try await browser.clickLink("Erinnerungen", within: "ul.lists")

            // when
            try await browser.fillIn("Neue Erinnerung", with: "Milch kaufen morgen 9 Uhr")
            try await browser.press("Hinzufügen")

            // then
            #expect(try await browser.flash() == "„Milch kaufen“ hinzugefügt: Fällig Morgen, 09:00")
            let row = try await browser.row("Milch kaufen")
            #expect(try await browser.texts("\(row) .due") == ["Morgen, 09:00"])

            // when
            try await browser.press("Als Text behalten")

            // then
            #expect(try await browser.flash() == "Wie getippt behalten: „Milch kaufen morgen 9 Uhr“")
            #expect(try await browser.reminderTitles() == ["Milch kaufen morgen 9 Uhr"])
        }
    }

    /// The preview `app.js` asks for as the person types: over a socket, the server's own reading
    /// of the line (the person's list named), plain text; nothing read is empty; a line longer
    /// than a title is a 400; nothing is ever added; signed out, it is the sign-in page.
    @Test func thePreview_saysWhatAddingWouldRead_andAddsNothing() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let list = await browser.url

            // when
            try await browser.visit(Route.quickAddPreview(text: "Buy milk tomorrow 9am !1 +groceries").path)

            // then
            #expect(await browser.status == 200)
            #expect(await browser.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(String(decoding: await browser.body, as: UTF8.self) == "Recognised: Due Tomorrow, 09:00 · Priority High · in Groceries")

            try await browser.visit(Route.quickAddPreview(text: "Shop Black Friday").path)
            #expect(await browser.status == 200)
            #expect(await browser.body.isEmpty)

            try await browser.visit(Route.quickAddPreview(text: String(repeating: "a", count: 101)).path)
            #expect(await browser.status == 400)

            try await browser.visit(list)
            #expect(try await browser.reminderTitles() == [])

            // signed out
            let visitor = app.browser()
            try await visitor.visit(Route.quickAddPreview(text: "Buy milk tomorrow").path)
            #expect(await visitor.url.hasPrefix(Route.signIn().path))
        }
    }
}
