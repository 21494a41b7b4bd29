extension RepeatRule {
    /// The occurrence after `current`, the due date being completed; nil once the rule has ended (the
    /// count is reached, or the next day is after the end date), and for a rule that is not valid.
    /// - Parameters:
    ///   - current: The due date being completed; usually an occurrence, but any day works (the
    ///     result is the first occurrence after it, never before `firstDate`).
    ///   - firstDate: The reminder's first due date, which anchors intervals and month days.
    ///   - occurrencesSoFar: How many occurrences there have been, `current` counted (1 when the first
    ///     due date is completed).
    public func nextDate(after current: LocalDate, firstDate: LocalDate, occurrencesSoFar: Int) -> LocalDate? {
        guard case .success = validated(firstDate: firstDate) else { return nil }
        if case .afterOccurrences(let count) = end, occurrencesSoFar >= count { return nil }
        guard let next = occurrence(onOrAfter: max(current.next, firstDate), firstDate: firstDate),
              next.year <= 9999
        else { return nil }
        if case .onDate(let until) = end, next > until { return nil }
        return next
    }

    /// The due date after `current` with the same time of day, or nil once the rule has ended.
    /// Occurrences are local days, so 09:00 stays 09:00 across a daylight-saving change: the
    /// instant moves with the zone's offset, the wall-clock time does not.
    public func nextDue(after current: DueDate, firstDate: LocalDate, occurrencesSoFar: Int) -> DueDate? {
        nextDate(after: current.date, firstDate: firstDate, occurrencesSoFar: occurrencesSoFar)
            .map { DueDate(date: $0, time: current.time) }
    }

    /// The first occurrence on or after `start` (itself on or after `firstDate`), ignoring the end.
    private func occurrence(onOrAfter start: LocalDate, firstDate: LocalDate) -> LocalDate? {
        switch frequency {
        case .daily:
            let steps = (start.dayNumber - firstDate.dayNumber + interval - 1) / interval
            return firstDate.adding(days: steps * interval)
        case .weekdays:
            return weekly(onOrAfter: start, on: Weekday.workdays, weekStart: .monday, firstDate: firstDate)
        case .weekly(let days, let weekStart):
            return weekly(onOrAfter: start, on: days, weekStart: weekStart, firstDate: firstDate)
        case .monthly(let day):
            return monthly(onOrAfter: start, everyMonths: interval, firstDate: firstDate) { min(day, $0) }
        case .monthlyOnLastDay:
            return monthly(onOrAfter: start, everyMonths: interval, firstDate: firstDate) { $0 }
        case .yearly:
            return monthly(onOrAfter: start, everyMonths: 12 * interval, firstDate: firstDate) { min(firstDate.day, $0) }
        }
    }

    /// The first of `days` on or after `start` in a week that is a multiple of `interval` weeks after
    /// the week holding `firstDate`.
    private func weekly(onOrAfter start: LocalDate, on days: Set<Weekday>, weekStart: WeekStart, firstDate: LocalDate) -> LocalDate {
        let firstWeek = weekStart.start(ofWeekHolding: firstDate)
        func weeksPastAnOccurringWeek(_ day: LocalDate) -> Int {
            (weekStart.start(ofWeekHolding: day).dayNumber - firstWeek.dayNumber) / 7 % interval
        }
        // `days` is not empty (the rule is valid), so this ends within the first occurring week.
        var day = start
        var skipped = weeksPastAnOccurringWeek(day)
        while skipped != 0 || !days.contains(Weekday(of: day)) {
            day = skipped != 0 ? weekStart.start(ofWeekHolding: day).adding(days: 7 * (interval - skipped)) : day.next
            skipped = weeksPastAnOccurringWeek(day)
        }
        return day
    }

    /// The first day on or after `start` in a month that is a multiple of `months` after the month
    /// of `firstDate`, on the day `dayOf(daysInMonth)` gives; nil past the year 9999.
    private func monthly(
        onOrAfter start: LocalDate, everyMonths months: Int, firstDate: LocalDate, dayOf: (_ daysInMonth: Int) -> Int
    ) -> LocalDate? {
        let firstMonth = firstDate.year * 12 + firstDate.month - 1
        var index = firstMonth + (start.year * 12 + start.month - 1 - firstMonth) / months * months
        func occurrence(inMonth index: Int) -> LocalDate? {
            let year = index / 12, month = index % 12 + 1
            return LocalDate(year: year, month: month, day: dayOf(LocalDate.daysInMonth(month, of: year)))
        }
        var candidate = occurrence(inMonth: index)
        while let day = candidate, day < start {
            index += months
            candidate = occurrence(inMonth: index)
        }
        return candidate
    }
}
