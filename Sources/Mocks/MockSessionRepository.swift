import Domain
import Entities
import Foundation

/// A `SessionRepository` whose every method is a `MockMethod`: stub it, then read its calls.
public final class MockSessionRepository: SessionRepository, Sendable {
    /// The arguments of a `touch(token:at:)` call.
    public struct TouchCall: Sendable, Equatable {
        public var token: String
        public var date: Date

        /// Creates the record of a call.
        public init(token: String, date: Date) {
            self.token = token
            self.date = date
        }
    }

    /// The arguments of a `deleteAll(userID:except:)` call.
    public struct DeleteAllCall: Sendable, Equatable {
        public var userID: User.ID
        public var except: String?

        /// Creates the record of a call.
        public init(userID: User.ID, except: String?) {
            self.userID = userID
            self.except = except
        }
    }

    /// The arguments of a `deleteExpired(userID:lastSeenBefore:createdBefore:)` call.
    public struct DeleteExpiredCall: Sendable, Equatable {
        public var userID: User.ID
        public var lastSeenBefore: Date
        public var createdBefore: Date

        /// Creates the record of a call.
        public init(userID: User.ID, lastSeenBefore: Date, createdBefore: Date) {
            self.userID = userID
            self.lastSeenBefore = lastSeenBefore
            self.createdBefore = createdBefore
        }
    }

    /// `create(_:)`, recording the session.
    public let create: MockMethod<AuthenticatedSession, Void>
    /// `session(token:)`, recording the token.
    public let session: MockMethod<String, AuthenticatedSession?>
    /// `touch(token:at:)`.
    public let touch: MockMethod<TouchCall, Void>
    /// `delete(token:)`, recording the token.
    public let delete: MockMethod<String, Void>
    /// `deleteAll(userID:except:)`.
    public let deleteAll: MockMethod<DeleteAllCall, Int>
    /// `deleteExpired(userID:lastSeenBefore:createdBefore:)`.
    public let deleteExpired: MockMethod<DeleteExpiredCall, Void>

    /// A mock with no method configured; a call to one reports to `onUnconfigured` (by default: an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        func method<A, O>(_ name: String) -> MockMethod<A, O> {
            MockMethod(name: "MockSessionRepository.\(name)", onUnconfigured: onUnconfigured)
        }
        create = method("create")
        session = method("session")
        touch = method("touch")
        delete = method("delete")
        deleteAll = method("deleteAll")
        deleteExpired = method("deleteExpired")
    }

    public func create(_ session: AuthenticatedSession) async throws(RepositoryError) {
        try await create.invoke(session)
    }

    public func session(token: String) async throws(RepositoryError) -> AuthenticatedSession? {
        try await session.invoke(token)
    }

    public func touch(token: String, at date: Date) async throws(RepositoryError) {
        try await touch.invoke(TouchCall(token: token, date: date))
    }

    public func delete(token: String) async throws(RepositoryError) {
        try await delete.invoke(token)
    }

    public func deleteAll(userID: User.ID, except token: String?) async throws(RepositoryError) -> Int {
        try await deleteAll.invoke(DeleteAllCall(userID: userID, except: token))
    }

    public func deleteExpired(userID: User.ID, lastSeenBefore: Date, createdBefore: Date) async throws(RepositoryError) {
        try await deleteExpired.invoke(DeleteExpiredCall(userID: userID, lastSeenBefore: lastSeenBefore, createdBefore: createdBefore))
    }
}
