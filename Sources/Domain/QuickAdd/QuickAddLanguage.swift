import Entities

/// The languages quick add reads: the app's languages.
public enum QuickAddLanguage: Sendable, Hashable, CaseIterable {
    case english, german

    /// The language of a language code (`de`, `de-AT`); English for any other.
    public init(code: String) {
        self = code.lowercased().hasPrefix("de") ? .german : .english
    }

    /// Its words.
    var vocabulary: QuickAddVocabulary {
        switch self {
        case .english: .english
        case .german: .german
        }
    }
}
