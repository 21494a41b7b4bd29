extension RepeatRule {
    /// The rule as an RFC 5545 `RRULE` value for a series starting (`DTSTART`) on `firstDate`, which
    /// `init?(rrule:firstDate:)` reads back to the same rule: `FREQ=DAILY;INTERVAL=3`,
    /// `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR` (weekdays), `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO`,
    /// `FREQ=MONTHLY;BYMONTHDAY=15`, `FREQ=MONTHLY;BYMONTHDAY=-1` (the last day),
    /// `FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1` (the 31st, clamped), `FREQ=YEARLY` (or
    /// `FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1` from 29 February), then `;COUNT=5` or
    /// `;UNTIL=20270101`.
    ///
    /// The clamped forms are the RFC's own: `BYMONTHDAY` lists the days that exist in a month (it
    /// ignores 30 February), and `BYSETPOS=-1` keeps the last of them.
    public func rrule(firstDate: LocalDate) -> String {
        var parts: [String]
        switch frequency {
        case .daily: parts = ["FREQ=DAILY"]
        case .weekdays, .weekly: parts = ["FREQ=WEEKLY"]
        case .monthly, .monthlyOnLastDay: parts = ["FREQ=MONTHLY"]
        case .yearly: parts = ["FREQ=YEARLY"]
        }
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        switch frequency {
        case .daily: break
        case .weekdays:
            parts.append("BYDAY=\(Self.codes(Weekday.workdays))")
        case .weekly(let days, let weekStart):
            parts.append("BYDAY=\(Self.codes(days))")
            parts.append("WKST=\(weekStart == .monday ? "MO" : "SU")")
        case .monthly(let day) where day > 28:
            parts.append("BYMONTHDAY=\((28...day).map(String.init).joined(separator: ","));BYSETPOS=-1")
        case .monthly(let day):
            parts.append("BYMONTHDAY=\(day)")
        case .monthlyOnLastDay:
            parts.append("BYMONTHDAY=-1")
        case .yearly:
            if firstDate.month == 2 && firstDate.day == 29 { parts.append("BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1") }
        }
        switch end {
        case .never: break
        case .afterOccurrences(let count): parts.append("COUNT=\(count)")
        case .onDate(let until): parts.append("UNTIL=\(LocalDate.pad(until.year, 4))\(LocalDate.pad(until.month, 2))\(LocalDate.pad(until.day, 2))")
        }
        return parts.joined(separator: ";")
    }

    /// Reads an RFC 5545 `RRULE` value (with or without the `RRULE:` prefix) for a series starting on
    /// `firstDate`: every form `rrule(firstDate:)` writes, and the equivalent spellings other apps
    /// write — parts in any order and any case, `INTERVAL=1` or none, `UNTIL` with a time (its day is
    /// kept), `BYDAY` without `WKST`, `FREQ=WEEKLY` or `FREQ=MONTHLY` alone (on the first date's
    /// weekday or day), `FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR` for weekdays, `FREQ=YEARLY;BYMONTH=m;BYMONTHDAY=d`
    /// on the first date's month and day.
    ///
    /// Nil for anything this app cannot repeat exactly: other frequencies (`FREQ=HOURLY`), other
    /// parts (`BYHOUR`), ordinal weekdays (`BYDAY=2MO`), a month day the RFC would skip in short
    /// months (`BYMONTHDAY=31` alone), both `COUNT` and `UNTIL`, or a rule `validated(firstDate:)`
    /// refuses.
    public init?(rrule text: String, firstDate: LocalDate) {
        guard let parts = RRULEParts(text), let frequencyName = parts.values["FREQ"] else { return nil }
        var interval = 1, end = End.never
        if let text = parts.values["INTERVAL"] {
            guard let value = RRULEParts.integer(text) else { return nil }
            interval = value
        }
        switch (parts.values["COUNT"], parts.values["UNTIL"]) {
        case (nil, nil): break
        case (let count?, nil):
            guard let value = RRULEParts.integer(count) else { return nil }
            end = .afterOccurrences(value)
        case (nil, let until?):
            guard let day = RRULEParts.date(until) else { return nil }
            end = .onDate(day)
        default: return nil
        }
        let frequency: Frequency? = switch frequencyName {
        case "DAILY": Self.daily(parts, interval: interval)
        case "WEEKLY": Self.weekly(parts, firstDate: firstDate)
        case "MONTHLY": Self.monthly(parts, firstDate: firstDate)
        case "YEARLY": Self.yearly(parts, firstDate: firstDate)
        default: nil
        }
        guard let frequency, case .success(let rule) = RepeatRule(frequency, every: interval, end: end).validated(firstDate: firstDate)
        else { return nil }
        self = rule
    }

    /// `BYDAY` codes in week order from Monday (`MO,TH`).
    private static func codes(_ days: Set<Weekday>) -> String {
        days.sorted { ($0.number + 6) % 7 < ($1.number + 6) % 7 }.map(\.rawValue).joined(separator: ",")
    }

    /// Daily, or weekdays as `FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR` (the same only every single day).
    private static func daily(_ parts: RRULEParts, interval: Int) -> Frequency? {
        guard !parts.hasAny("BYMONTH", "BYMONTHDAY", "BYSETPOS") else { return nil }
        guard let byDay = parts.values["BYDAY"] else { return .daily }
        return interval == 1 && RRULEParts.weekdays(byDay) == Weekday.workdays ? .weekdays : nil
    }

    /// Weekly on `BYDAY` (the first date's weekday without it); Monday to Friday without `WKST` is weekdays.
    private static func weekly(_ parts: RRULEParts, firstDate: LocalDate) -> Frequency? {
        guard !parts.hasAny("BYMONTH", "BYMONTHDAY", "BYSETPOS") else { return nil }
        var days: Set<Weekday> = [Weekday(of: firstDate)]
        if let byDay = parts.values["BYDAY"] {
            guard let listed = RRULEParts.weekdays(byDay) else { return nil }
            days = listed
        }
        switch parts.values["WKST"] {
        case nil: return days == Weekday.workdays ? .weekdays : .weekly(on: days)
        case "MO": return .weekly(on: days, weekStart: .monday)
        case "SU": return .weekly(on: days, weekStart: .sunday)
        default: return nil
        }
    }

    /// Monthly on one day up to the 28th, on the last day (`-1`), or on a clamped 29th–31st
    /// (`28,…,D` with `BYSETPOS=-1`); `FREQ=MONTHLY` alone on the first date's day up to the 28th.
    private static func monthly(_ parts: RRULEParts, firstDate: LocalDate) -> Frequency? {
        guard !parts.hasAny("BYDAY", "BYMONTH") else { return nil }
        let days = parts.values["BYMONTHDAY"].map { RRULEParts.integers($0) } ?? [firstDate.day]
        switch (days, parts.values["BYSETPOS"]) {
        case ([-1], nil): return .monthlyOnLastDay
        case (let days?, nil) where days.count == 1 && (1...28).contains(days[0]): return .monthly(day: days[0])
        case (let days?, "-1") where (2...4).contains(days.count) && days == Array(28..<28 + days.count): return .monthly(day: 27 + days.count)
        default: return nil
        }
    }

    /// Yearly on the first date's month and day, said or not; from 29 February only in the clamped form.
    private static func yearly(_ parts: RRULEParts, firstDate: LocalDate) -> Frequency? {
        guard !parts.hasAny("BYDAY") else { return nil }
        let leapDay = firstDate.month == 2 && firstDate.day == 29
        switch (parts.values["BYMONTH"], parts.values["BYMONTHDAY"], parts.values["BYSETPOS"]) {
        case (nil, nil, nil) where !leapDay: return .yearly
        case (let month?, let day?, nil) where !leapDay && RRULEParts.integer(month) == firstDate.month && RRULEParts.integer(day) == firstDate.day:
            return .yearly
        case ("2", "28,29", "-1") where leapDay: return .yearly
        default: return nil
        }
    }
}
