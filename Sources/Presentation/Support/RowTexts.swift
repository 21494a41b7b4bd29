import Entities

/// The texts every reminder row is written with, read once per catalog
/// (`StringCatalog.rowTexts`) rather than by each page's `ReminderRowBuilder`: looking them up
/// and filling the alert choices cost each list page and each row answered in place about
/// 55,000 instructions. A class, so that copying a catalog (every ViewModel holds one) copies
/// one reference.
final class RowTexts: Sendable {
    let priorityNames: PriorityNames
    /// The row's text of each alert choice, by minutes before.
    let alertTexts: [Int: String]
    let flagText: String
    let unflagText: String
    // The accessible names that say which reminder a control acts on.
    let completeLabel: TextPattern
    let reopenLabel: TextPattern
    let flagLabel: TextPattern
    let unflagLabel: TextPattern
    let menuLabel: TextPattern
    let deleteLabel: TextPattern
    let moveLabel: TextPattern
    let addSubtaskLabel: TextPattern
    let progress: TextPattern
    let parentLabel: TextPattern
    let linkLabel: TextPattern
    let assignedText: TextPattern
    let completedByText: TextPattern

    init(strings: StringCatalog) {
        priorityNames = PriorityNames(strings)
        let alertText = AlertText(strings: strings)
        alertTexts = Dictionary(uniqueKeysWithValues: ReminderAlert.choices.map { ($0.minutesBefore, alertText.row($0)) })
        flagText = strings[.flagToggleFlag]
        unflagText = strings[.flagToggleUnflag]
        completeLabel = strings.pattern(.rowComplete)
        reopenLabel = strings.pattern(.rowReopen)
        flagLabel = strings.pattern(.rowFlag)
        unflagLabel = strings.pattern(.rowUnflag)
        menuLabel = strings.pattern(.rowMenu)
        deleteLabel = strings.pattern(.rowDelete)
        moveLabel = strings.pattern(.rowMove)
        addSubtaskLabel = strings.pattern(.subtaskAddLabel)
        progress = strings.pattern(.subtaskProgress)
        parentLabel = strings.pattern(.subtaskParent)
        linkLabel = strings.pattern(.rowLink)
        assignedText = strings.pattern(.rowAssigned)
        completedByText = strings.pattern(.rowCompletedBy)
    }

    /// Texts for a catalog being made, replaced before it is used (see `StringCatalog.init`).
    static let placeholder = RowTexts()

    private init() {
        priorityNames = PriorityNames(none: "", low: "", medium: "", high: "")
        alertTexts = [:]
        flagText = ""
        unflagText = ""
        let empty = TextPattern("")
        (completeLabel, reopenLabel, flagLabel, unflagLabel, menuLabel, deleteLabel) = (empty, empty, empty, empty, empty, empty)
        (moveLabel, addSubtaskLabel, progress, parentLabel, linkLabel, assignedText) = (empty, empty, empty, empty, empty, empty)
        completedByText = empty
    }
}
