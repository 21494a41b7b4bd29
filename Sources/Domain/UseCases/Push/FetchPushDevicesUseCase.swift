import Entities

/// The devices the signed-in person gets notifications on.
public protocol FetchPushDevicesUseCase: Sendable {
    /// The subscriptions of `userID`, oldest first.
    /// - Throws: `unavailable` when the store fails.
    func execute(userID: User.ID) async throws(DomainError) -> [PushSubscription]
}

/// A container of the use case, for the ViewModels that need it.
public protocol HasFetchPushDevicesUseCase {
    var fetchPushDevicesUseCase: any FetchPushDevicesUseCase { get }
}

/// Reads them from the repository.
public struct FetchPushDevicesInteractor: FetchPushDevicesUseCase {
    private let subscriptions: any PushSubscriptionRepository

    /// An interactor reading `subscriptions`.
    public init(subscriptions: any PushSubscriptionRepository) {
        self.subscriptions = subscriptions
    }

    public func execute(userID: User.ID) async throws(DomainError) -> [PushSubscription] {
        do {
            return try await subscriptions.subscriptions(userID: userID)
        } catch {
            throw DomainError(error)
        }
    }
}
