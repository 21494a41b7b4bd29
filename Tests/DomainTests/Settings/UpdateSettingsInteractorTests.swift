import Domain
import Entities
import Mocks
import Testing

struct UpdateSettingsInteractorTests {
    private let users = MockUserRepository()
    private let access = MockListAccessRepository()
    private let policy = SettingsPolicy(languages: ["en", "de"])

    private func update(_ settings: UserSettings) async throws(DomainError) -> User {
        try await UpdateSettingsInteractor(users: users, access: ListAccessPolicy(repository: access), policy: policy).execute(userID: 4, settings: settings)
    }

    @Test func validSettings_withOnesOwnList_areStored() async throws {
        let settings = UserSettings(language: "de", timeZone: "Asia/Tokyo", weekStart: .sunday, defaultListID: 7)
        access.role.returns(.owner)
        users.setSettings.returns(.fixture(id: 4, settings: settings))

        let user = try await update(settings)

        #expect(user.settings == settings)
        #expect(access.role.calls == [.list(7)])
        #expect(users.setSettings.calls == [.init(settings, id: 4)])
    }

    @Test func noTimeZoneAndNoDefaultList_areValid_andNoListIsLookedUp() async throws {
        users.setSettings.returns(.fixture(id: 4))
        _ = try await update(UserSettings())
        #expect(access.role.callCount == 0)
        #expect(users.setSettings.calls == [.init(UserSettings(), id: 4)])
    }

    @Test func unknownLanguageZoneAndAnothersList_areInvalidTogether_andNothingIsStored() async {
        access.role.returns(nil)
        await #expect(throws: DomainError.invalid(ValidationErrors([.language: .malformed, .timeZone: .malformed, .list: .malformed]))) {
            try await update(UserSettings(language: "fr", timeZone: "Mars/Olympus_Mons", defaultListID: 99))
        }
        #expect(users.setSettings.callCount == 0)
    }

    @Test func storageFailingWhileTheListIsLookedUp_isUnavailable() async {
        access.role.fails(with: .unavailable("disk I/O error"))
        await #expect(throws: DomainError.unavailable("disk I/O error")) { try await update(UserSettings(defaultListID: 7)) }
        #expect(users.setSettings.callCount == 0)
    }

    @Test func aMissingAccount_isNotFound() async {
        users.setSettings.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await update(UserSettings()) }
    }
}

struct SettingsPolicyTests {
    @Test func anEmptyLanguageList_meansEnglish() {
        #expect(SettingsPolicy(languages: []).languages == ["en"])
        #expect(SettingsPolicy().languages == ["en"])
    }

    @Test func timeZones_areIANANamesInOrder_withUTC() {
        let zones = SettingsPolicy.timeZones
        #expect(zones == zones.sorted())
        #expect(zones.contains("Europe/Lisbon") && zones.contains("Asia/Tokyo") && zones.contains("UTC"))
        #expect(SettingsPolicy.isKnownTimeZone("America/Sao_Paulo"))
        #expect(!SettingsPolicy.isKnownTimeZone("Mars/Olympus_Mons"))
        #expect(!SettingsPolicy.isKnownTimeZone("GMT+5"))
        // Aliases browsers send that the system's list names otherwise.
        #expect(!SettingsPolicy.timeZones.contains("Asia/Kolkata") && SettingsPolicy.isKnownTimeZone("Asia/Kolkata"))
        #expect(SettingsPolicy.isKnownTimeZone("Etc/UTC"))
        #expect(!SettingsPolicy.isKnownTimeZone(String(repeating: "Europe/", count: 10) + "Lisbon"))
    }

    @Test func aBrowsersSuggestion_keepsWhatTheAppHas_andDropsWhatItHasNot() {
        let policy = SettingsPolicy(languages: ["en", "de"])
        #expect(policy.suggested(UserSettings(language: "de", timeZone: "Asia/Tokyo")) == UserSettings(language: "de", timeZone: "Asia/Tokyo"))
        #expect(policy.suggested(UserSettings(language: "fr", timeZone: "Nowhere/Special", defaultListID: 3)) == UserSettings(language: "en"))
    }
}
