import ArgumentParser
import Data
import Domain
import Entities
import Foundation

/// `reminders feedback list`: every stored feedback, oldest first, as JSON lines on standard output.
struct FeedbackListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print every feedback received, oldest first, one JSON object a line.",
        discussion: """
            Keys (snake_case): id, user_id (null once the account is deleted), email, \
            display_name, kind (problem, idea or other), message, may_reply, created_at, status \
            (queued, delivered or failed), delivered_at, failure_reason and attempts; instants in \
            ISO 8601, UTC. A running server may keep the database open meanwhile.

            Exit codes: 0 once printed, 64 for bad options, 74 when the database is missing or \
            cannot be read.
            """
    )

    @Option(name: .customLong("database"), help: "The SQLite file the server keeps. [DATABASE_PATH]")
    var databasePath: String = ProcessInfo.processInfo.environment["DATABASE_PATH"] ?? "data/reminders.sqlite"

    func run() async throws {
        // Opening a missing file would create an empty database and print nothing: a typo in
        // the path would look like no feedback at all.
        guard FileManager.default.fileExists(atPath: databasePath) else {
            throw CommandFailure.exit(74, "there is no database at \(databasePath)")
        }
        let database: AppDatabase
        do {
            database = try AppDatabase(path: databasePath)
        } catch {
            throw CommandFailure.exit(74, "cannot open the database at \(databasePath): \(error)")
        }
        defer { try? database.close() }
        let feedback: [Feedback]
        do {
            feedback = try await SQLiteFeedbackQueueRepository(database: database).all()
        } catch {
            throw CommandFailure.exit(74, "cannot read the feedback in \(databasePath): \(error)")
        }
        for item in feedback {
            print(FeedbackJSONLine(item).text)
        }
    }
}
