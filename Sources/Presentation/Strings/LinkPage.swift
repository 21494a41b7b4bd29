import Entities

/// The state of a page about one person that anyone holding its link may open (a mailed link's
/// page): its title, and the language of the person the link is for once that is known
/// (`StringCatalogs`, rule 1), which the web front then answers in.
public protocol LinkPageState {
    var title: String { get set }
    var language: String? { get set }
}

/// The ViewModel of such a page: it starts in the request's language and speaks the link holder's
/// from the moment it knows whose the link is.
protocol LinkPageViewModel: AnyObject {
    associatedtype State: LinkPageState
    /// Every language the app speaks; nil: stay in the request's (previews, tests of one language).
    var catalogs: StringCatalogs? { get }
    var strings: StringCatalog { get set }
    var state: State { get set }
    /// The key of the page's title, said again in the holder's language.
    static var titleKey: StringKey { get }
}

extension LinkPageViewModel {
    /// Speaks the language of `user`, whose link it is, from now on.
    func speak(to user: User) {
        guard let catalogs else { return }
        strings = catalogs.catalog(for: user.settings.language)
        state.language = strings.language
        state.title = strings[Self.titleKey]
    }
}
