import Entities
import Foundation

/// The reminders of a file, checked by the reminder rules, in the order they can be added: every
/// parent before its subtasks. Its cost grows with the file's size, never faster: each reminder's
/// place is found through maps, once.
struct ImportPlan: Sendable {
    /// The most reminders one file may hold. A person's biggest list holds a few thousand at most
    /// (the exports of Apple Reminders, Todoist and Things that people move seldom hold more than
    /// 2,000); a file of more is a mistake or an attack. 10,000 small to-dos are about half the
    /// upload limit of 1 MiB, and read, check and store in a few seconds.
    static let maximumReminders = 10_000

    struct Item: Sendable {
        var uid: String
        /// The uid of the reminder it hangs under: its topmost ancestor in the file.
        var parentUID: String?
        /// The reminder to add, without its parent's id (known once the parent is added).
        var reminder: Reminder
        /// What the file says of it, checked: what a reminder it already made is edited with.
        var draft: ReminderDraft
    }

    var items: [Item] = []

    /// The plan for `transfers` into list `listID`; `invalid` with `tooMany` on the file for more
    /// than `maximumReminders`, else with the line of the first reminder (in file order) that
    /// breaks a rule.
    init(_ transfers: [ReminderTransfer], listID: ReminderList.ID, now: Date) throws(DomainError) {
        guard transfers.count <= Self.maximumReminders else {
            throw .invalid(ValidationErrors([.file: .tooMany(maximum: Self.maximumReminders)]))
        }
        let roots = Self.topmostAncestors(of: transfers)
        var topLevel: [Item] = []
        var subtasks: [Item] = []
        for (transfer, root) in zip(transfers, roots) {
            let draft: ReminderDraft
            switch transfer.draft.validated() {
            case .success(let valid): draft = valid
            case .failure(let errors):
                let (field, issue) = Field.allCases.lazy.compactMap { field in errors.issues[field].map { (field, $0) } }.first!
                throw .invalid(ValidationErrors([.file: .inFile(line: transfer.line, field: field, issue: issue)]))
            }
            let reminder = Reminder(draft, listID: listID, createdAt: transfer.createdAt ?? now, completedAt: transfer.completedAt)
            let item = Item(uid: transfer.uid, parentUID: root, reminder: reminder, draft: draft)
            if root == nil { topLevel.append(item) } else { subtasks.append(item) }
        }
        items = topLevel + subtasks
    }

    /// The uid of each transfer's topmost ancestor in the file, nil when its parent is not there;
    /// subtasks go one level deep here, so deeper levels hang under the top of their chain.
    ///
    /// Each reminder's chain is walked once: a walk stops at the first reminder already placed
    /// and takes its top (a chain of 14,000 listed from the deepest up cost 14,000 walks of the
    /// whole chain before, 20 s of CPU). A loop of parents stops where it comes back: the
    /// reminder whose parent closes it is a top. Of two reminders with one uid, the first is the
    /// one a parent uid names; the second hangs under its own parent's top, unless that is itself.
    static func topmostAncestors(of transfers: [ReminderTransfer]) -> [String?] {
        var firstIndex: [String: Int] = [:]
        for (index, transfer) in transfers.enumerated() where firstIndex[transfer.uid] == nil { firstIndex[transfer.uid] = index }
        let parent = transfers.map { $0.parentUID.flatMap { firstIndex[$0] } }
        var roots = [String?](repeating: nil, count: transfers.count)
        var placed = [Bool](repeating: false, count: transfers.count)

        for start in transfers.indices where !placed[start] && firstIndex[transfers[start].uid] == start {
            var path = [start]
            var onPath: Set<Int> = [start]
            // The top of the first ancestor already placed, if the walk meets one.
            var placedTop: String?
            while let next = parent[path[path.count - 1]], !onPath.contains(next) {
                if placed[next] {
                    placedTop = roots[next] ?? transfers[next].uid
                    break
                }
                path.append(next)
                onPath.insert(next)
            }
            // Without one, the walk's last reminder is the top: its parent is not in the file, or closes a loop.
            let last = path[path.count - 1]
            for index in path {
                roots[index] = placedTop ?? (index == last ? nil : transfers[last].uid)
                placed[index] = true
            }
        }
        for (index, transfer) in transfers.enumerated() where firstIndex[transfer.uid] != index {
            guard let parentIndex = parent[index], transfers[parentIndex].uid != transfer.uid else { continue }
            let root = roots[parentIndex] ?? transfers[parentIndex].uid
            roots[index] = root == transfer.uid ? nil : root
        }
        return roots
    }
}
