import Domain
import Foundation

/// The time zones a person can choose, grouped by region as their IANA names are
/// (`Europe/Lisbon` under Europe), each labelled with its city and its offset from UTC now
/// ("Lisbon (UTC+00:00)"), for a `<select>` that needs no script: the browser's own type-ahead
/// finds a city within its group.
enum TimeZoneChoices {
    /// The regions of the IANA names, in the order the page lists them, with their catalog keys;
    /// every other name (`UTC`, `Etc/GMT+5`) is under "Other".
    static let regions: [(prefix: String, key: StringKey)] = [
        ("Africa", .regionAfrica), ("America", .regionAmerica), ("Antarctica", .regionAntarctica), ("Arctic", .regionArctic),
        ("Asia", .regionAsia), ("Atlantic", .regionAtlantic), ("Australia", .regionAustralia), ("Europe", .regionEurope),
        ("Indian", .regionIndian), ("Pacific", .regionPacific),
    ]

    /// The groups of `SettingsPolicy.timeZones`, `selected` marked (and added in its place when
    /// it is a known zone the list lacks, such as `Asia/Kolkata`), offsets as of `now`.
    static func groups(selected: String, now: Date, strings: StringCatalog) -> [ChoiceGroup] {
        var names = SettingsPolicy.timeZones
        if !names.contains(selected), SettingsPolicy.isKnownTimeZone(selected) {
            names.insert(selected, at: names.firstIndex { $0 > selected } ?? names.endIndex)
        }
        var byRegion: [String: [Choice]] = [:]
        for name in names {
            let parts = name.split(separator: "/", maxSplits: 1)
            let region = parts.count == 2 && regions.contains { $0.prefix == parts[0] } ? String(parts[0]) : ""
            let place = region.isEmpty ? name : String(parts[1])
            let label = strings.string(.timeZoneLabel, place.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "/", with: " – "), offset(of: name, at: now))
            byRegion[region, default: []].append(Choice(value: name, label: label, isSelected: name == selected))
        }
        var groups = regions.compactMap { region in
            byRegion[region.prefix].map { ChoiceGroup(label: strings[region.key], choices: $0) }
        }
        if let others = byRegion[""] { groups.append(ChoiceGroup(label: strings[.regionOther], choices: others)) }
        return groups
    }

    /// "UTC+05:30", "UTC−03:00" (a minus sign), "UTC+00:00".
    static func offset(of name: String, at now: Date) -> String {
        let seconds = TimeZone(identifier: name)?.secondsFromGMT(for: now) ?? 0
        let minutes = abs(seconds) / 60
        let hours = String(minutes / 60), rest = String(minutes % 60)
        return "UTC\(seconds < 0 ? "\u{2212}" : "+")\(hours.count < 2 ? "0" + hours : hours):\(rest.count < 2 ? "0" + rest : rest)"
    }
}
