import Entities

/// The words of one language quick add reads, lowercased.
struct QuickAddVocabulary: Sendable {
    /// Words for a day counted from today (`today` 0, `tomorrow` 1, `übermorgen` 2).
    var dayWords: [String: Int]
    /// Words that say the day and its time (`tonight`).
    var dayAndTimeWords: [String: LocalTime]
    /// Parts of a day (`morning`, `abends`), which need a day beside them.
    var dayParts: [String: LocalTime]
    /// Names of the weekdays.
    var weekdays: [String: Weekday]
    /// Names of the months, 1 to 12.
    var months: [String: Int]
    /// Number words (`a`, `two`, `einer`).
    var numbers: [String: Int]
    /// Units of a while (`days`, `Wochen`).
    var units: [String: Unit]
    /// Words before a day meaning on or by it (`on`, `by`, `am`, `bis`).
    var dayPrefixes: Set<String>
    /// Words before `tomorrow` meaning by then (`by`, `bis`).
    var byWords: Set<String>
    /// Words before a weekday meaning the one to come (`this`, `diesen`).
    var thisWords: Set<String>
    /// Words before a weekday, `week`, `month` or `year` meaning the next one (`next`, `nächsten`).
    var nextWords: Set<String>
    /// Words before a time (`at`, `um`).
    var timePrefixes: Set<String>
    /// The word that starts a while to come (`in`).
    var inWord: String
    /// Repeats said in one word (`daily`, `wöchentlich`), read only at the end of a text.
    var repeatWords: [String: QuickAddPiece.Repeat]
    /// Words that start a repeat (`every`, `jeden`, `alle`).
    var everyWords: Set<String>
    /// Words after `every` for every other interval (`other`).
    var otherWords: Set<String>
    /// The words for a working day (`weekday`, `Werktag`).
    var workdayWords: Set<String>
    /// The weekend's words (`weekend`, `Wochenende`).
    var weekendWords: Set<String>
    /// Words after which recognised words belong to the title (`the`, `of`, `Guten`, `Black`).
    var blockers: Set<String>
    /// Whether times are written `9am` (English) or `9 Uhr` (German).
    var clock: Clock
    /// Whether days of the month are written `15th` (English) or `15.` (German).
    var ordinals: Ordinals

    /// A unit of a while.
    enum Unit: Equatable {
        case minute, hour, day, week, month, year
    }

    /// How times are written.
    enum Clock: Equatable {
        /// `9am`, `9:30 pm`, `21:00`, `noon`.
        case twelveHour
        /// `9 Uhr`, `9.30 Uhr`, `um 9`, `21:00`.
        case twentyFourHour
    }

    /// How a day of the month is written.
    enum Ordinals: Equatable {
        /// `15th`, `1st`: after `on the`, or beside a month's name.
        case suffixed
        /// `15.`: after `am`, or before a month's name.
        case dotted
    }
}
