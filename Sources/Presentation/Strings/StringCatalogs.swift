import Entities

/// The app's catalogs, one per language it speaks, the first the default; and the one rule of
/// which language a page speaks:
///
/// 1. a page about one person's data that anyone holding its link may open — a mailed link's
///    page (mark done, stop the summary, confirm the address, reset the password) — speaks the
///    language of the person the link is for, signed in or not, in any browser;
/// 2. else a signed-in person's pages speak their setting;
/// 3. else a signed-out page speaks the language the browser's `Accept-Language` prefers among
///    the app's (`negotiated(_:)`), else the default.
///
/// The web front applies 2 and 3 to every request (`language(of:accepting:)`); a link page's
/// ViewModel applies 1 once it knows whose the link is (`catalog(for:)`), and says so in its
/// state. A flash is kept as its key and arguments (`FlashText`) and written in words by the
/// page that shows it, so it speaks that page's language, whichever page set it.
public struct StringCatalogs: Sendable {
    /// Every catalog, the default first.
    public let all: [StringCatalog]

    /// The app speaking `all` (at least one, the first the default).
    public init(_ all: [StringCatalog]) {
        precondition(!all.isEmpty, "the app needs a catalog")
        self.all = all
    }

    /// The default language's: that of a person who chose one the app no longer has, and of a
    /// browser that asks for none it has.
    public var standard: StringCatalog { all[0] }

    /// The catalog of `language`, or the default's when the app has not that one.
    public func catalog(for language: String) -> StringCatalog {
        all.first { $0.language == language } ?? standard
    }

    /// The language a request is answered in: `person`'s setting when someone is signed in
    /// (one the app has, else the default), else the one `accepted` prefers (`negotiated(_:)`).
    public func language(of person: User?, accepting accepted: @autoclosure () -> [String]) -> String {
        if let person { return catalog(for: person.settings.language).language }
        return negotiated(accepted())
    }

    /// The language to answer a visitor in whose browser accepts `accepted` (most wanted first,
    /// as `Accept-Language` lists them): the first the app has, a regional range (`de-at`)
    /// matching its language (`de`); else the default.
    public func negotiated(_ accepted: [String]) -> String {
        for range in accepted {
            let primary = range.split(separator: "-").first.map(String.init) ?? range
            if let match = all.first(where: { $0.language == range || $0.language == primary }) { return match.language }
        }
        return standard.language
    }
}
