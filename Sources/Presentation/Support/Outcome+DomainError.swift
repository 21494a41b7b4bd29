import Domain

extension Outcome {
    /// The outcome of a use case's failure: `invalid`, `notFound`, or `failed` with the catalog's message.
    init(_ error: DomainError, strings: StringCatalog) {
        switch error {
        case .invalid, .invalidCredentials: self = .invalid
        case .notFound: self = .notFound
        case .unavailable: self = .failed(strings[.unavailable])
        }
    }
}
