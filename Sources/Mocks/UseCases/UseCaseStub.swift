import Domain
import Foundation

/// One mocked use-case method: what it answers, and the calls it got.
///
/// Unconfigured, a call does what an unconfigured `MockMethod` does: it reports "`<Mock>.execute`
/// not configured" to `onUnconfigured` — by default an issue in the running test, which fails it
/// even when the ViewModel turns the error that follows into an error page — and throws
/// `DomainError.unavailable` with that message. Nothing stops the other tests of the run.
public final class UseCaseStub<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let name: String
    private let onUnconfigured: @Sendable (String) -> Void
    private let lock = NSLock()
    private var handler: (@Sendable (Input) throws(DomainError) -> Output)?
    private var recorded: [Input] = []

    /// A stub named after its mock and method, for the not-configured message.
    public init(_ name: String, onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        self.name = name
        self.onUnconfigured = onUnconfigured
    }

    /// Answers every call with `output`.
    public func returns(_ output: Output) {
        handles { _ in output }
    }

    /// Fails every call with `error`.
    public func fails(_ error: DomainError) {
        handles { _ throws(DomainError) in throw error }
    }

    /// Answers each call with what `handler` returns or throws.
    public func handles(_ handler: @escaping @Sendable (Input) throws(DomainError) -> Output) {
        lock.withLock { self.handler = handler }
    }

    /// The inputs of the calls so far, in order.
    public var calls: [Input] { lock.withLock { recorded } }

    /// Records the call and answers it; unconfigured, reports and fails.
    public func callAsFunction(_ input: Input) throws(DomainError) -> Output {
        let handler = lock.withLock {
            recorded.append(input)
            return self.handler
        }
        guard let handler else {
            let message = "\(name) not configured"
            onUnconfigured(message)
            throw .unavailable(message)
        }
        return try handler(input)
    }
}
