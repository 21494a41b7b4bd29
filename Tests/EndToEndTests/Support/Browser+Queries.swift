import HTMLTestKit

/// Reading the current page the way the tests talk about it.
extension Browser {
    /// The normalized texts of the elements a CSS selector selects, in page order.
    func texts(_ css: String) throws -> [String] {
        try document.select(css).map(\.text)
    }

    /// The one-time message shown after a successful post, or nil.
    func flash() throws -> String? {
        try document.select("#flash[role=status] > .flash > p").first?.text
    }

    /// The titles of the reminders listed on the page, in order.
    func reminderTitles() throws -> [String] {
        try document.select("li.reminder").map(Self.title(ofRow:))
    }

    /// A selector for the row of the reminder titled `title`, to act `within:` it.
    func row(_ title: String) throws -> String {
        let rows = try document.select("li.reminder")
        guard let row = try rows.first(where: { try Self.title(ofRow: $0) == title }), let id = row["id"] else {
            throw HTMLTestKitError.noSuchElement("a reminder titled “\(title)” among \(try rows.map(Self.title(ofRow:)))")
        }
        return "#\(id)"
    }

    /// The reminder's id, from its row.
    func reminderID(_ title: String) throws -> Int {
        Int(try row(title).dropFirst("#reminder-".count))!
    }

    fileprivate static func title(ofRow row: HTMLElement) throws -> String {
        try row.select(".reminder-title").first?.text ?? ""
    }
}

/// One titled group of reminders on a smart list.
struct ReminderGroup: Equatable, CustomStringConvertible {
    /// The group's heading ("Overdue", "Today", a day), or "" without one.
    let heading: String
    /// The reminders' titles, in order.
    let titles: [String]

    var description: String { "\(heading): \(titles.joined(separator: ", "))" }
}

extension Browser {
    /// The groups of reminders on a smart list page, in order.
    func reminderGroups() throws -> [ReminderGroup] {
        try document.xpath("//main//section[ul[@class='reminders']]").map { section in
            ReminderGroup(
                heading: try section.select("h2").first?.text ?? "",
                titles: try section.select("li.reminder").map(Self.title(ofRow:))
            )
        }
    }
}
