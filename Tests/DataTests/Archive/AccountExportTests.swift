@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

/// The account export: the archive read from a real SQLite file, and the JSON it is written as.
struct AccountExportTests {
    @Test func theArchive_holdsThePersonsListsAndRemindersNotDeleted_parentsBeforeSubtasks() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let trip = try await test.lists.create(name: "Trip")
            let passport = try await test.add("Passport", to: trip, second: 1)
            let pack = try await test.add("Pack for the trip", to: trip, second: 2)
            _ = try await SQLiteUnitOfWork(database: test.database, owner: TestDatabase.owner).run { transaction throws(RepositoryError) in
                var subtask = try transaction.reminder(id: passport.id)
                subtask.parentID = pack.id
                return try transaction.save(subtask)
            }
            let gone = try await test.add("Gone", to: home)
            try await test.reminders.delete(id: gone.id, at: fixtureDate)
            let rent = try await test.add("Pay rent", to: home, due: "2026-12-01")
            let eve = test.repositories(of: try await test.addUser("eve@example.com").id)
            _ = try await eve.lists.create(name: "Eve's")
            let archives = SQLiteReminderArchiveRepository(database: test.database, owner: TestDatabase.owner)

            let all = try await archives.archive(listID: nil)
            let one = try await archives.archive(listID: trip.id)

            #expect(all.lists.map(\.name) == ["Home", "Trip"])
            #expect(all.reminders.map(\.title) == ["Pay rent", "Pack for the trip", "Passport"])
            #expect(all.reminders.first == rent)
            // Each in its list's manual order, as added: "Gone", deleted, kept its place in Home.
            #expect(all.positions == [rent.id: 2, passport.id: 1, pack.id: 2])
            #expect(one == ReminderArchive(lists: [trip], reminders: Array(all.reminders.dropFirst()), positions: [passport.id: 1, pack.id: 2]))
            await #expect(throws: RepositoryError.notFound) { try await archives.archive(listID: trip.id + 99) }
        }
    }

    @Test func theJSON_namesEveryFieldInSnakeCase_withNullsForEmptyOnes() throws {
        var chosen = UserSettings(language: "de", timeZone: "Europe/Berlin", weekStart: .sunday, defaultListID: 1)
        chosen.notifications = NotificationSettings(
            emailAlerts: false, dailySummary: true, summaryTime: LocalTime("07:30")!, dateOnlyAlertTime: LocalTime("10:15")!
        )
        let user = User(
            id: 3, email: "ada@example.com", displayName: "Ada", createdAt: Date(timeIntervalSince1970: 1_795_000_000), settings: chosen
        )
        let rent = Reminder(
            id: 4, listID: 1, title: "Pay rent", notes: "Transfer \"now\"", due: DueDate(date: LocalDate("2026-12-01")!, time: LocalTime("09:00")),
            priority: .high, isFlagged: true, createdAt: Date(timeIntervalSince1970: 1_795_100_000),
            repetition: Repetition(rule: RepeatRule(.monthly(day: 1)), firstDate: LocalDate("2026-12-01")!), tags: [Tag("Home")!],
            link: WebLink("https://example.com/rent")
        )
        let step = Reminder(id: 5, listID: 1, title: "Log in", completedAt: Date(timeIntervalSince1970: 1_795_200_000), createdAt: Date(timeIntervalSince1970: 1_795_100_001), parentID: 4)
        let export = AccountExport(
            user: user, archive: ReminderArchive(
                lists: [ReminderList(id: 1, name: "Home", createdAt: Date(timeIntervalSince1970: 1_795_000_100), sortOrder: .manual, color: .green, icon: .home)],
                reminders: [rent, step], positions: [4: 7, 5: 3], sharedLists: [.init(name: "Groceries", role: .editor)]
            ),
            exportedAt: Date(timeIntervalSince1970: 1_795_300_000)
        )

        let json = try #require(try JSONSerialization.jsonObject(with: JSONAccountExportFormat().encode(export)) as? [String: Any])

        #expect(json["format"] as? String == "reminders-account-export" && json["version"] as? Int == 1)
        #expect(json["exported_at"] as? String == "2026-11-21T22:26:40Z")
        let account = try #require(json["account"] as? [String: Any])
        #expect(account["email"] as? String == "ada@example.com" && account["display_name"] as? String == "Ada")
        let settings = try #require(account["settings"] as? [String: Any])
        #expect(settings["time_zone"] as? String == "Europe/Berlin" && settings["week_start"] as? String == "sunday")
        #expect(settings["default_list_id"] as? Int == 1 && settings["language"] as? String == "de")
        let notifications = try #require(settings["notifications"] as? [String: Any])
        #expect(notifications["email_alerts"] as? Bool == false && notifications["daily_summary"] as? Bool == true)
        #expect(notifications["summary_time"] as? String == "07:30" && notifications["date_only_alert_time"] as? String == "10:15")
        let lists = try #require(json["lists"] as? [[String: Any]])
        #expect(lists.map { $0["name"] as? String } == ["Home"])
        let shared = try #require(json["shared_lists"] as? [[String: String]])
        #expect(shared == [["name": "Groceries", "role": "editor"]])
        #expect(lists[0]["color"] as? String == "green" && lists[0]["icon"] as? String == "home")
        #expect(lists[0]["sort_order"] as? String == "manual")
        let reminders = try #require(lists[0]["reminders"] as? [[String: Any]])
        #expect(reminders.count == 2)
        #expect(reminders[0]["title"] as? String == "Pay rent" && reminders[0]["notes"] as? String == "Transfer \"now\"")
        #expect(reminders[0]["due_date"] as? String == "2026-12-01" && reminders[0]["due_time"] as? String == "09:00")
        #expect(reminders[0]["priority"] as? String == "high" && reminders[0]["flagged"] as? Bool == true)
        #expect(reminders[0]["tags"] as? [String] == ["Home"])
        #expect(reminders[0]["link"] as? String == "https://example.com/rent" && reminders[1]["link"] is NSNull)
        let repeatRule = try #require(reminders[0]["repeat"] as? [String: Any])
        #expect(repeatRule["rrule"] as? String == "FREQ=MONTHLY;BYMONTHDAY=1" && repeatRule["first_date"] as? String == "2026-12-01")
        #expect(reminders[0]["completed_at"] is NSNull && reminders[0]["parent_id"] is NSNull)
        #expect(reminders[1]["parent_id"] as? Int == 4 && reminders[1]["completed_at"] as? String == "2026-11-20T18:40:00Z")
        #expect(reminders[1]["repeat"] is NSNull && reminders[1]["due_date"] is NSNull && reminders[1]["notes"] is NSNull)
        #expect(reminders[0]["position"] as? Int == 7 && reminders[1]["position"] as? Int == 3)
    }

    @Test func theJSON_ofAReminderWithNoOptionalField_hasEveryKeyOfOneWithAll() throws {
        let every = Reminder(
            id: 4, listID: 1, title: "Pay rent", notes: "Transfer", due: DueDate(date: LocalDate("2026-12-01")!, time: LocalTime("09:00")),
            priority: .high, isFlagged: true, completedAt: Date(timeIntervalSince1970: 1_795_200_000),
            createdAt: Date(timeIntervalSince1970: 1_795_100_000), parentID: 3,
            repetition: Repetition(rule: RepeatRule(.monthly(day: 1)), firstDate: LocalDate("2026-12-01")!), tags: [Tag("Home")!],
            alert: .atTime, link: WebLink("https://example.com/rent"), uid: ReminderUID("5e0a7c1e-rent")
        )
        let none = Reminder(id: 5, listID: 1, title: "Log in", createdAt: Date(timeIntervalSince1970: 1_795_100_001))
        let user = User(id: 3, email: "ada@example.com", displayName: "Ada", createdAt: Date(timeIntervalSince1970: 1_795_000_000))
        let export = AccountExport(
            user: user, archive: ReminderArchive(
                lists: [ReminderList(id: 1, name: "Home", createdAt: Date(timeIntervalSince1970: 1_795_000_100))], reminders: [every, none], positions: [4: 1]
            ),
            exportedAt: Date(timeIntervalSince1970: 1_795_300_000)
        )

        let data = JSONAccountExportFormat().encode(export)

        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let reminders = try #require((json["lists"] as? [[String: Any]])?.first?["reminders"] as? [[String: Any]])
        #expect(reminders.map { Set($0.keys) } == Array(repeating: Self.reminderKeys, count: 2))
        let settings = try #require((json["account"] as? [String: Any])?["settings"] as? [String: Any])
        #expect(Set(settings.keys) == ["default_list_id", "language", "notifications", "time_zone", "week_start"])
        let notifications = try #require(settings["notifications"] as? [String: Any])
        #expect(Set(notifications.keys) == ["daily_summary", "date_only_alert_time", "email_alerts", "summary_time"])
        #expect(String(decoding: data, as: UTF8.self) == Self.golden)
    }

    /// Every key of a reminder in the export.
    static let reminderKeys: Set<String> = [
        "alert_minutes_before", "completed_at", "created_at", "due_date", "due_time", "flagged", "id", "link", "notes", "parent_id", "position", "priority",
        "repeat", "tags", "title", "uid",
    ]

    /// The export of `theJSON_ofAReminderWithNoOptionalField_hasEveryKeyOfOneWithAll`, byte for byte.
    static let golden = """
        {
          "account" : {
            "created_at" : "2026-11-18T11:06:40Z",
            "display_name" : "Ada",
            "email" : "ada@example.com",
            "settings" : {
              "default_list_id" : null,
              "language" : "en",
              "notifications" : {
                "daily_summary" : false,
                "date_only_alert_time" : "09:00",
                "email_alerts" : true,
                "summary_time" : "08:00"
              },
              "time_zone" : null,
              "week_start" : "monday"
            }
          },
          "exported_at" : "2026-11-21T22:26:40Z",
          "format" : "reminders-account-export",
          "lists" : [
            {
              "color" : "blue",
              "created_at" : "2026-11-18T11:08:20Z",
              "icon" : "list",
              "id" : 1,
              "name" : "Home",
              "reminders" : [
                {
                  "alert_minutes_before" : 0,
                  "completed_at" : "2026-11-20T18:40:00Z",
                  "created_at" : "2026-11-19T14:53:20Z",
                  "due_date" : "2026-12-01",
                  "due_time" : "09:00",
                  "flagged" : true,
                  "id" : 4,
                  "link" : "https://example.com/rent",
                  "notes" : "Transfer",
                  "parent_id" : 3,
                  "position" : 1,
                  "priority" : "high",
                  "repeat" : {
                    "completed_count" : 0,
                    "first_date" : "2026-12-01",
                    "rrule" : "FREQ=MONTHLY;BYMONTHDAY=1"
                  },
                  "tags" : [
                    "Home"
                  ],
                  "title" : "Pay rent",
                  "uid" : "5e0a7c1e-rent"
                },
                {
                  "alert_minutes_before" : null,
                  "completed_at" : null,
                  "created_at" : "2026-11-19T14:53:21Z",
                  "due_date" : null,
                  "due_time" : null,
                  "flagged" : false,
                  "id" : 5,
                  "link" : null,
                  "notes" : null,
                  "parent_id" : null,
                  "position" : null,
                  "priority" : "none",
                  "repeat" : null,
                  "tags" : [

                  ],
                  "title" : "Log in",
                  "uid" : null
                }
              ],
              "sort_order" : "dueDate"
            }
          ],
          "shared_lists" : [

          ],
          "version" : 1
        }
        """
}
