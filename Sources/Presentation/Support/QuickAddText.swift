import Domain
import Entities

/// What quick add read, as the message after adding says it: "Due Tomorrow, 09:00 · Weekly on
/// Wed · Priority High · #shop · in Groceries", in the catalog's language; nil when nothing was read.
struct QuickAddText {
    let strings: StringCatalog
    let dates: DateTexts

    init(strings: StringCatalog, clock: any CalendarClock) {
        self.strings = strings
        dates = DateTexts(strings: strings, clock: clock)
    }

    /// What `reading` recognised, its parts joined by " · ".
    func text(_ reading: QuickAddReading) -> String? {
        guard !reading.isEmpty else { return nil }
        var parts: [String] = []
        if let due = reading.due { parts.append(strings.string(.quickAddDue, dates.due(due))) }
        if let rule = reading.repeatRule { parts.append(RepeatText(strings: strings).text(rule)) }
        if let priority = reading.priority { parts.append(strings.string(.quickAddPriority, PriorityNames(strings).name(of: priority))) }
        parts += reading.tags.map(\.description)
        if let list = reading.listName { parts.append(strings.string(.quickAddList, list)) }
        return parts.joined(separator: " · ")
    }

    /// Where a quick add of `typed` goes (its page, `route`) and what the message says: "Added
    /// “Buy milk”: Due Tomorrow, 09:00 · Priority High", with Keep as text to take the reading
    /// back; "Reminder added" alone when nothing was read.
    ///
    /// What was read is the one argument of a flash written as text, in the language of the
    /// page that added it: its parts (a day relative to today, a repeat rule, a priority's and a
    /// list's words) would each need a cookie coding and a clock where the flash is shown. It
    /// is shown only on the same person's page the redirect goes to at once, so in the same
    /// language; only a language changed in another tab within the flash's minute could mix them.
    func redirect(to route: Route, after result: QuickAddResult, typed: String) -> Outcome {
        guard let read = text(result.reading) else { return .redirect(route, flash: FlashText(.reminderAdded)) }
        let flash = FlashText(.quickAddAdded, .text(result.reminder.title), .text(read))
        return .redirect(route, flash: flash, undo: .keepAsText(result.reminder.id, text: typed))
    }
}
