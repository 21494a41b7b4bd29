import Entities
import Foundation
import Testing

struct UserTests {
    @Test func user_keepsWhatItIsGiven() {
        let createdAt = Date(timeIntervalSince1970: 1_795_262_400)
        let user = User(id: 3, email: "ada@example.com", displayName: "Ada", createdAt: createdAt)
        #expect(user.id == 3)
        #expect(user.email == "ada@example.com")
        #expect(user.displayName == "Ada")
        #expect(user.createdAt == createdAt)
        #expect(user.settings == UserSettings())
    }

    @Test func user_keepsTheSettingsItIsGiven() {
        let settings = UserSettings(language: "de", timeZone: "Asia/Tokyo", weekStart: .sunday, defaultListID: 7)
        let user = User(id: 3, email: "ada@example.com", displayName: "Ada", createdAt: Date(), settings: settings)
        #expect(user.settings == settings)
    }
}
