import Entities

extension QuickAddVocabulary {
    /// English.
    static let english = QuickAddVocabulary(
        dayWords: ["today": 0, "tomorrow": 1, "tmrw": 1],
        dayAndTimeWords: ["tonight": LocalTime(hour: 20, minute: 0)!],
        dayParts: [
            "morning": LocalTime(hour: 9, minute: 0)!, "noon": LocalTime(hour: 12, minute: 0)!,
            "afternoon": LocalTime(hour: 15, minute: 0)!, "evening": LocalTime(hour: 18, minute: 0)!,
        ],
        weekdays: [
            "monday": .monday, "tuesday": .tuesday, "wednesday": .wednesday, "thursday": .thursday, "friday": .friday,
            "saturday": .saturday, "sunday": .sunday,
        ],
        months: [
            "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5, "june": 6,
            "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10,
            "november": 11, "nov": 11, "december": 12, "dec": 12,
        ],
        numbers: [
            "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10, "eleven": 11, "twelve": 12,
        ],
        units: [
            "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute, "hour": .hour, "hours": .hour, "day": .day,
            "days": .day, "week": .week, "weeks": .week, "month": .month, "months": .month, "year": .year, "years": .year,
        ],
        dayPrefixes: ["on", "by"], byWords: ["by"], thisWords: ["this"], nextWords: ["next"], timePrefixes: ["at"], inWord: "in",
        repeatWords: ["daily": .days(1), "weekly": .weeks(1), "monthly": .months(1), "yearly": .years(1), "annually": .years(1)],
        everyWords: ["every"], otherWords: ["other"], workdayWords: ["weekday", "workday"], weekendWords: ["weekend"],
        blockers: [
            "the", "a", "an", "of", "for", "from", "since", "until", "till", "about", "after", "before", "and", "or", "to",
            "with", "my", "your", "our", "his", "her", "their", "its", "last", "every", "on", "at", "in", "by", "next",
            "black", "good", "cyber", "easter", "palm", "ash", "holy", "blue", "casual", "super",
        ],
        clock: .twelveHour, ordinals: .suffixed
    )

    /// German.
    static let german = QuickAddVocabulary(
        dayWords: ["heute": 0, "morgen": 1, "übermorgen": 2],
        dayAndTimeWords: [:],
        dayParts: [
            "früh": LocalTime(hour: 9, minute: 0)!, "morgens": LocalTime(hour: 9, minute: 0)!,
            "vormittag": LocalTime(hour: 10, minute: 0)!, "vormittags": LocalTime(hour: 10, minute: 0)!,
            "mittag": LocalTime(hour: 12, minute: 0)!, "mittags": LocalTime(hour: 12, minute: 0)!,
            "nachmittag": LocalTime(hour: 15, minute: 0)!, "nachmittags": LocalTime(hour: 15, minute: 0)!,
            "abend": LocalTime(hour: 18, minute: 0)!, "abends": LocalTime(hour: 18, minute: 0)!,
        ],
        weekdays: [
            "montag": .monday, "dienstag": .tuesday, "mittwoch": .wednesday, "donnerstag": .thursday, "freitag": .friday,
            "samstag": .saturday, "sonnabend": .saturday, "sonntag": .sunday,
        ],
        months: [
            "januar": 1, "jan": 1, "jänner": 1, "februar": 2, "feb": 2, "märz": 3, "april": 4, "apr": 4, "mai": 5, "juni": 6,
            "juli": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9, "oktober": 10, "okt": 10, "november": 11,
            "nov": 11, "dezember": 12, "dez": 12,
        ],
        numbers: [
            "ein": 1, "eine": 1, "einen": 1, "einem": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
            "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12,
        ],
        units: [
            "minute": .minute, "minuten": .minute, "min": .minute, "stunde": .hour, "stunden": .hour, "tag": .day, "tage": .day,
            "tagen": .day, "woche": .week, "wochen": .week, "monat": .month, "monate": .month, "monaten": .month, "jahr": .year,
            "jahre": .year, "jahren": .year,
        ],
        dayPrefixes: ["am", "bis"], byWords: ["bis"], thisWords: ["diesen", "dieser", "dieses", "diese"],
        nextWords: ["nächsten", "nächster", "nächste", "nächstes", "kommenden", "kommender", "kommende", "kommendes"],
        timePrefixes: ["um"], inWord: "in",
        repeatWords: [
            "täglich": .days(1), "wöchentlich": .weeks(1), "monatlich": .months(1), "jährlich": .years(1), "werktags": .workdays,
        ],
        everyWords: ["jeden", "jede", "jedes", "alle"], otherWords: [], workdayWords: ["werktag"],
        weekendWords: ["wochenende"],
        blockers: [
            "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "guten", "gute", "guter",
            "schönen", "vom", "zum", "zur", "von", "für", "seit", "nach", "vor", "und", "oder", "mit", "mein", "meine",
            "dein", "deine", "unser", "unsere", "letzten", "letzter", "letzte", "jeden", "jede", "jedes", "alle", "am", "um",
            "im", "in", "bis", "schwarzer", "schwarzen", "blauer", "diesen", "nächsten", "nächste", "heiligen", "heilig",
        ],
        clock: .twentyFourHour, ordinals: .dotted
    )
}
