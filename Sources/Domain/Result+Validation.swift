extension Result {
    /// The success value, or the failure mapped to the use case's error.
    func get<E: Error>(orThrow transform: (Failure) -> E) throws(E) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let failure): throw transform(failure)
        }
    }
}
