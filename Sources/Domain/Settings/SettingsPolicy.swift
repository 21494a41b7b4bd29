import Entities
import Foundation

/// What a person's settings may hold: the languages the app speaks and the time zones it knows;
/// and what a new account starts with in its language.
public struct SettingsPolicy: Sendable, Equatable {
    /// The language codes the app's string catalog has, its source language first.
    public let languages: [String]
    /// The name of the list a new account starts with, by language code (the catalog's
    /// `List.First.name`: "Reminders", "Erinnerungen").
    public let firstListNames: [String: String]

    /// A policy for the languages `languages` (the catalog's; English when empty), whose new
    /// accounts' first list is named by `firstListNames`.
    public init(languages: [String] = [UserSettings.defaultLanguage], firstListNames: [String: String] = [:]) {
        self.languages = languages.isEmpty ? [UserSettings.defaultLanguage] : languages
        self.firstListNames = firstListNames
    }

    /// The name of the list an account whose language is `language` starts with: "Reminders"
    /// where the policy has no name in that language.
    public func firstListName(in language: String) -> String {
        firstListNames[language] ?? "Reminders"
    }

    /// The IANA time zone names a person can choose, in name order (`Africa/Abidjan` … `UTC`).
    public static let timeZones: [String] = {
        var names = Set(TimeZone.knownTimeZoneIdentifiers)
        names.insert("UTC")
        return names.sorted()
    }()

    private static let knownTimeZones = Set(timeZones)

    /// Whether `name` is a time zone a person can choose: one of `timeZones`, or another IANA
    /// name the system's time zone data resolves as itself (`Asia/Kolkata`, which browsers send
    /// and the system's list names `Asia/Calcutta`); not an offset (`GMT+5`).
    public static func isKnownTimeZone(_ name: String) -> Bool {
        if knownTimeZones.contains(name) { return true }
        guard name.contains("/"), name.count <= 64 else { return false }
        return TimeZone(identifier: name)?.identifier == name
    }

    /// The issues of `settings`, by field, apart from the default list (which only the person's
    /// lists can check): an unknown language or time zone.
    public func issues(of settings: UserSettings) -> ValidationErrors {
        var errors = ValidationErrors()
        if !languages.contains(settings.language) { errors.issues[.language] = .malformed }
        if let zone = settings.timeZone, !Self.isKnownTimeZone(zone) { errors.issues[.timeZone] = .malformed }
        return errors
    }

    /// The settings of a new account from what its browser suggests: an unknown language or
    /// time zone is dropped for the default (English, the server's zone), not refused — the
    /// person did not type it.
    public func suggested(_ settings: UserSettings) -> UserSettings {
        var settings = settings
        let issues = issues(of: settings)
        if issues[.language] != nil { settings.language = languages[0] }
        if issues[.timeZone] != nil { settings.timeZone = nil }
        settings.defaultListID = nil
        return settings
    }
}
