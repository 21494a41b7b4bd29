import Domain
import Foundation
import Testing

/// One method of a mock repository: a stub to answer it, and the record of every call.
///
/// An unconfigured method fails loudly: it calls the mock's `onUnconfigured` hook with
/// "`<Mock>.<method>` not configured" (by default `recordUnconfigured`, which fails the running
/// test) and then throws `RepositoryError.unavailable` with the same message, so a test cannot
/// pass by accident. `UseCaseStub` does the same for use cases.
public final class MockMethod<Arguments: Sendable, Output: Sendable>: @unchecked Sendable {
    /// How a stub answers a call.
    public typealias Stub = @Sendable (Arguments) async throws(RepositoryError) -> Output

    /// `Mock.method`, as the failure message names it.
    public let name: String
    private let onUnconfigured: @Sendable (String) -> Void
    private let lock = NSLock()
    private var stub: Stub?
    private var recordedCalls: [Arguments] = []

    /// A method named `name` that reports use without a stub to `onUnconfigured`.
    public init(name: String, onUnconfigured: @escaping @Sendable (String) -> Void) {
        self.name = name
        self.onUnconfigured = onUnconfigured
    }

    /// The arguments of every call so far, oldest first.
    public var calls: [Arguments] { lock.withLock { recordedCalls } }

    /// How many times the method was called.
    public var callCount: Int { calls.count }

    /// Answers every call with `stub`, which sees the call's arguments.
    public func stub(_ stub: @escaping Stub) {
        lock.withLock { self.stub = stub }
    }

    /// Answers every call with `output`.
    public func returns(_ output: Output) {
        stub { _ throws(RepositoryError) in output }
    }

    /// Answers every call by throwing `error`.
    public func fails(with error: RepositoryError) {
        stub { _ throws(RepositoryError) in throw error }
    }

    /// Records the call, then answers it with the stub, or fails loudly without one.
    public func invoke(_ arguments: Arguments) async throws(RepositoryError) -> Output {
        let stub = lock.withLock {
            recordedCalls.append(arguments)
            return self.stub
        }
        guard let stub else {
            let message = "\(name) not configured"
            onUnconfigured(message)
            throw .unavailable(message)
        }
        return try await stub(arguments)
    }
}

extension MockMethod where Output == Void {
    /// Answers every call successfully.
    public func succeeds() {
        stub { _ throws(RepositoryError) in }
    }
}

/// What every mock — repository or use case — does when an unconfigured method is called,
/// besides throwing: records an issue in the running test, which fails it, naming the method.
public func recordUnconfigured(_ message: String) {
    Issue.record(Comment(rawValue: message))
}
