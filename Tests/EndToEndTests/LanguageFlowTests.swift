import HTMLTestKit
import Presentation
import Testing
import Web

/// The app in German: chosen by the browser's `Accept-Language` before an account exists (and
/// kept as the account's language), by the setting after.
@Suite struct LanguageFlowTests {
    @Test func aGermanBrowser_walksTheMainFlowInGerman_untilThePersonChoosesEnglish() async throws {
        try await RunningApp.with { app in
            let browser = app.browser(headers: [("Accept-Language", "de-DE,de;q=0.9,en;q=0.8")])

            // Signed out: the sign-up page is in German.
            try await browser.visit(Route.signUp().path)
            #expect(try await browser.document.select("html").first?["lang"] == "de")
            #expect(try await browser.texts("h1") == ["Konto erstellen"])
            try await browser.fillIn("E-Mail-Adresse", with: "anna@example.com")
            try await browser.fillIn("Anzeigename", with: "Anna")
            try await browser.fillIn("Passwort", with: "Kirschbaum am Fluss 7")
            try await browser.press("Konto erstellen")
            #expect(try await browser.flash() == "Willkommen, Anna!")
            #expect(try await browser.texts("ul.lists a") == ["Erinnerungen"])

            // A list, a reminder due today, completed and taken back.
            try await browser.fillIn("Name", with: "Einkauf")
            try await browser.press("Liste erstellen")
            #expect(try await browser.flash() == "Liste „Einkauf“ erstellt")
            try await browser.fillIn("Neue Erinnerung", with: "Milch kaufen")
            try await browser.fillIn("Fällig am", with: Days.fromToday(0))
            try await browser.press("Hinzufügen")
            #expect(try await browser.flash() == "Erinnerung hinzugefügt")
            #expect(try await browser.texts("li.reminder .meta").first?.contains("Heute") == true)
            try await browser.press("„Milch kaufen“ als erledigt markieren")
            #expect(try await browser.flash() == "Erinnerung erledigt")
            try await browser.press("Rückgängig")
            #expect(try await browser.flash() == "Erinnerung wieder offen")
            try await browser.clickLink("Heute")
            #expect(try await browser.reminderGroups() == [ReminderGroup(heading: "Heute", titles: ["Milch kaufen"])])

            // The settings: German is chosen; choosing English turns every page English.
            try await browser.clickLink("Einstellungen")
            #expect(try await browser.texts("#settings-language option[selected]") == ["Deutsch"])
            try await browser.select("English", from: "Sprache")
            try await browser.press("Einstellungen speichern")
            #expect(try await browser.flash() == "Settings saved.")
            #expect(try await browser.document.select("html").first?["lang"] == "en")
            try await browser.clickLink("Today")
            #expect(try await browser.reminderGroups() == [ReminderGroup(heading: "Today", titles: ["Milch kaufen"])])
        }
    }

    /// A flash is written by the page that shows it: "Settings saved" after choosing German is
    /// German; signing out of a German page leads to the sign-in page of an English browser, whose
    /// flash is English, not the German of the page that set it.
    @Test func aFlash_speaksTheLanguageOfThePageShowingIt_notOfThePageSettingIt() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let list = await browser.url

            try await browser.clickLink("Settings")
            try await browser.select("Deutsch", from: "Language")
            try await browser.press("Save settings")
            #expect(try await browser.document.select("html").first?["lang"] == "de")
            #expect(try await browser.flash() == "Einstellungen gespeichert.")

            try await browser.visit(list)
            try await browser.clickLink("Liste löschen …")
            try await browser.press("Liste und ihre Erinnerungen löschen")
            #expect(try await browser.flash() == "Liste „Groceries“ gelöscht")

            try await browser.press("Abmelden")
            #expect(await browser.url == Route.signIn().path)
            #expect(try await browser.document.select("html").first?["lang"] == "en")
            #expect(try await browser.flash() == "You are signed out")
        }
    }

    @Test func aBrowserAskingForNoLanguageTheAppHas_getsEnglish() async throws {
        try await RunningApp.with { app in
            for header in ["fr-CA, ja;q=0.5", "de;q=0", "*"] {
                let browser = app.browser(headers: [("Accept-Language", header)])
                try await browser.visit(Route.signIn().path)
                #expect(try await browser.document.select("html").first?["lang"] == "en", "\(header)")
                #expect(try await browser.texts("h1") == ["Sign in"], "\(header)")
            }
        }
    }
}
