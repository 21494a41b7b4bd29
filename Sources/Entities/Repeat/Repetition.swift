/// A repeating reminder's rule and where it stands in its series: the first due date anchors the
/// rule (intervals and month days count from it), and the completions so far count towards an
/// end after N occurrences.
public struct Repetition: Sendable, Hashable {
    /// How it repeats.
    public var rule: RepeatRule
    /// The first due date of the series.
    public var firstDate: LocalDate
    /// How many occurrences have been completed.
    public var completedCount: Int

    /// Creates a repetition; a new series starts at `firstDate` with nothing completed.
    public init(rule: RepeatRule, firstDate: LocalDate, completedCount: Int = 0) {
        self.rule = rule
        self.firstDate = firstDate
        self.completedCount = completedCount
    }

    /// The repetition a reminder has after its editor saved `rule` with first due date `due`:
    /// the series goes on when neither the rule nor the due date changed, and starts again from
    /// the new due date when either did (a new rule, or a reminder moved to another day by hand,
    /// anchors the series there). Nil without a rule or a due date.
    public static func edited(_ current: Repetition?, currentDue: LocalDate?, rule: RepeatRule?, due: LocalDate?) -> Repetition? {
        guard let rule, let due else { return nil }
        if let current, current.rule == rule, currentDue == due { return current }
        return Repetition(rule: rule, firstDate: due)
    }

    /// The due date after `current` is completed, or nil when the series has ended.
    public func nextDue(after current: DueDate) -> DueDate? {
        rule.nextDue(after: current, firstDate: firstDate, occurrencesSoFar: completedCount + 1)
    }
}
