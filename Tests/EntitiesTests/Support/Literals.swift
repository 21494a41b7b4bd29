import Entities

// EntitiesTests may not depend on Mocks, so these stand in for its `fixture(…)` functions.

/// A day from `YYYY-MM-DD`; an invalid text is a bug in the test.
func day(_ text: String) -> LocalDate {
    guard let date = LocalDate(text) else { preconditionFailure("not a day: \(text)") }
    return date
}

/// A time from `HH:MM`; an invalid text is a bug in the test.
func time(_ text: String) -> LocalTime {
    guard let time = LocalTime(text) else { preconditionFailure("not a time: \(text)") }
    return time
}
