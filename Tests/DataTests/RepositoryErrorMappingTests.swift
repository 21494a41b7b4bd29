@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct RepositoryErrorMappingTests {
    private struct Unexpected: Error, CustomStringConvertible {
        var description: String { "something unexpected" }
    }

    @Test func usingAClosedDatabase_isUnavailable_withTheSQLiteMessage() async throws {
        try await TestDatabase.with { test in
            try test.database.close()

            await #expect {
                try await test.lists.summaries()
            } throws: { error in
                guard case RepositoryError.unavailable(let message) = error else { return false }
                return message.hasPrefix("SQLite error")
            }
        }
    }

    @Test func anErrorThatIsNotSQLites_isUnavailable_withItsDescription() {
        #expect(RepositoryError(Unexpected()) == .unavailable("something unexpected"))
        #expect(RepositoryError(RepositoryError.conflict) == .conflict)
    }
}
