import Domain

extension Outcome {
    /// The outcome of a use case's failure: `invalid`, `notFound`, `forbidden`, `tooManyAttempts`
    /// with the wait in minutes said, or `failed` with the catalog's message and the cause.
    public init(_ error: DomainError, strings: StringCatalog) {
        switch error {
        case .invalid, .invalidCredentials: self = .invalid
        case .notFound: self = .notFound
        case .forbidden: self = .forbidden
        case .unavailable(let cause): self = .failed(strings[.unavailable], cause: cause)
        case .tooManyAttempts(let wait): self = .tooManyAttempts(saying: .tooManyAttempts, retryAfter: wait, strings: strings)
        }
    }

    /// A `429` whose message, `key`, says what was asked too often, with the wait in minutes.
    static func tooManyAttempts(saying key: StringKey, retryAfter wait: Int, strings: StringCatalog) -> Outcome {
        .tooManyAttempts(strings.string(key, (wait + 59) / 60), retryAfter: wait)
    }
}
