import Domain
import GRDB

extension AppDatabase {
    /// `v25-search-keys`: the title and notes keys become Domain's `SearchKey` (case and accents
    /// ignored: "kase" finds "Käse"), where they were case alone (`String.foldedKey`).
    ///
    /// - Every reminder's keys are computed again in Swift, by the same rule new rows get
    ///   (`ReminderRecord`): no SQL function decides what matches.
    /// - The trigram index is rebuilt from the new keys (`'rebuild'` reads the external content).
    /// - A list's `nameKey` keeps `foldedKey`: "Öl" and "Ol" are two lists' names, not one.
    static func migrateV25SearchKeys(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT id, title, notes FROM reminder")
        let update = try db.makeStatement(sql: "UPDATE reminder SET titleKey = ?, notesKey = ? WHERE id = ?")
        for row in rows {
            let id: Int64 = row["id"]
            let title: String = row["title"]
            let notes: String? = row["notes"]
            try update.execute(arguments: [SearchKey.of(title), notes.map(SearchKey.of), id])
        }
        try db.execute(sql: "INSERT INTO reminderSearch(reminderSearch) VALUES ('rebuild')")
    }
}
