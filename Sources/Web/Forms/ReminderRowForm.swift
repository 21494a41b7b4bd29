import HTTPServer
import Presentation

/// The forms of a page's rows (`Templates/partials/reminder-row.mustache`, and the flash's Undo),
/// decoded once for every page that shows rows into the row feature's `ReminderRowAction`. A
/// row's form posts to its page's own address, so the page to come back to is the address's.
enum ReminderRowForm {
    /// The row actions a page's rows offer.
    struct Offer: OptionSet, Sendable {
        let rawValue: Int
        /// The round checkbox and the Undo of completing (reopening, or moving a repeating one back).
        static let toggle = Offer(rawValue: 1 << 0)
        /// Flag or Unflag in the row's menu.
        static let flag = Offer(rawValue: 1 << 1)
        /// Move to another list.
        static let move = Offer(rawValue: 1 << 2)
        /// Delete, and the Undo of deleting.
        static let delete = Offer(rawValue: 1 << 3)
        /// Move up, Move down, and a drop (`placeReminder`) in the list's manual order.
        static let reposition = Offer(rawValue: 1 << 4)
        /// Keep as text, in the message after quick add read words: where the page has quick add.
        static let keepAsText = Offer(rawValue: 1 << 5)

        /// What every page's rows offer: complete and flag.
        static let completeAndFlag: Offer = [.toggle, .flag]
        /// What a list's rows offer: everything.
        static let all: Offer = [.toggle, .flag, .move, .delete, .reposition, .keepAsText]
    }

    /// The action of a row's checkbox (and of the editor's Mark as completed) that asks for
    /// `isCompleted`: the button names the state, so that a second post of the same page's button
    /// asks for the same state again instead of flipping it back, and no hidden field has to say it.
    static func completionAction(_ isCompleted: Bool) -> String { isCompleted ? "complete" : "reopen" }

    /// The action of a row's Flag or Unflag that asks for `isFlagged`.
    static func flagAction(_ isFlagged: Bool) -> String { isFlagged ? "flag" : "unflag" }

    /// The state each completion action asks for, derived from `completionAction(_:)`: the words
    /// are written once, for the buttons and their decoding.
    static let completionActions = states(of: completionAction)

    /// The state each flag action asks for, derived from `flagAction(_:)`.
    static let flagActions = states(of: flagAction)

    /// The table from each of `action`'s two names back to the state it names.
    private static func states(of action: (Bool) -> String) -> [String: Bool] {
        [action(true): true, action(false): false]
    }

    /// The row action the posted `fields` ask for, if their `action` is one that `offer` holds;
    /// nil otherwise, for the screen's own form to decode. A malformed field is a `400`.
    static func action(from fields: FormFields, offering offer: Offer) throws(HTTPError) -> ReminderRowAction? {
        let name = try fields.action()
        if offer.contains(.toggle), let isCompleted = completionActions[name] {
            return .toggled(id: try fields.id("reminderID"), isCompleted: isCompleted)
        }
        if offer.contains(.flag), let isFlagged = flagActions[name] {
            return .flagToggled(id: try fields.id("reminderID"), isFlagged: isFlagged)
        }
        return switch name {
        case "undoCompletion" where offer.contains(.toggle):
            .completionUndone(id: try fields.id("reminderID"), occurrence: try fields.id("occurrenceID"))
        case "moveReminder" where offer.contains(.move):
            .moved(id: try fields.id("reminderID"), toListID: try fields.id("toListID"))
        case "deleteReminder" where offer.contains(.delete):
            .deleted(id: try fields.id("reminderID"))
        case "restoreReminder" where offer.contains(.delete):
            .restored(id: try fields.id("reminderID"))
        case "keepAsText" where offer.contains(.keepAsText):
            .keptAsText(id: try fields.id("reminderID"), text: try fields.string("text"))
        // (A `where` would hold only for the last of several patterns.)
        case _ where Self.repositionActions.contains(name) && offer.contains(.reposition):
            .repositioned(id: try fields.id("reminderID"), placement: try fields.placement())
        default:
            nil
        }
    }

    /// The names of the actions that move a row within its list's manual order.
    private static let repositionActions: Set<String> = ["moveReminderUp", "moveReminderDown", "placeReminder"]

    /// The row action the posted `fields` ask for: the whole form of a page whose only forms are
    /// its rows'. An action outside `offer`, or a malformed field, is a `400`.
    static func required(from fields: FormFields, offering offer: Offer) throws(HTTPError) -> ReminderRowAction {
        if let action = try action(from: fields, offering: offer) { return action }
        let name = try fields.action()
        throw .badRequest("unknown action “\(name)”")
    }
}
