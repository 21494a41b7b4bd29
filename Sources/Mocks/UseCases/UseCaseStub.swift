import Domain
import Foundation

/// One mocked use-case method: what it answers, and the calls it got.
///
/// Unconfigured, it stops the test run with `fatalError` naming the method. Throwing an error
/// instead would be caught by the ViewModel and turned into an error page, so a test expecting
/// a failure could pass by accident; a crash cannot be mistaken for anything.
public final class UseCaseStub<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let name: String
    private let lock = NSLock()
    private var handler: (@Sendable (Input) throws(DomainError) -> Output)?
    private var recorded: [Input] = []

    /// A stub named after its mock and method, for the not-configured message.
    public init(_ name: String) {
        self.name = name
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

    /// Records the call and answers it; traps when the stub was not configured.
    public func callAsFunction(_ input: Input) throws(DomainError) -> Output {
        let handler = lock.withLock {
            recorded.append(input)
            return self.handler
        }
        guard let handler else { fatalError("\(name) not configured") }
        return try handler(input)
    }
}
