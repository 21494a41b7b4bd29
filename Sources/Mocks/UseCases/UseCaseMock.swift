import Domain

/// A mock use case: its `stub` answers `execute` and records the calls. Conforming gives the
/// shorthand initializers every mock shares.
public protocol UseCaseMock: AnyObject {
    associatedtype Input: Sendable
    associatedtype Output: Sendable

    /// What `execute` answers, and the calls it got.
    var stub: UseCaseStub<Input, Output> { get }

    /// An unconfigured mock: configure `stub` before it is called.
    init()
}

extension UseCaseMock {
    /// A mock answering `output`.
    public init(returning output: Output) {
        self.init()
        stub.returns(output)
    }

    /// A mock failing with `error`.
    public init(failing error: DomainError) {
        self.init()
        stub.fails(error)
    }
}
