import Entities

/// Stops notifications on one of the signed-in person's devices.
public protocol RemovePushDeviceUseCase: Sendable {
    /// Removes subscription `id` of `userID`.
    /// - Throws: `notFound` when `userID` has none with that id (someone else's included),
    ///   `unavailable` when the store fails.
    func execute(userID: User.ID, id: PushSubscription.ID) async throws(DomainError)
}

/// A container of the use case, for the ViewModels that need it.
public protocol HasRemovePushDeviceUseCase {
    var removePushDeviceUseCase: any RemovePushDeviceUseCase { get }
}

/// Removes it through the repository, bound to the person.
public struct RemovePushDeviceInteractor: RemovePushDeviceUseCase {
    private let subscriptions: any PushSubscriptionRepository

    /// An interactor removing from `subscriptions`.
    public init(subscriptions: any PushSubscriptionRepository) {
        self.subscriptions = subscriptions
    }

    public func execute(userID: User.ID, id: PushSubscription.ID) async throws(DomainError) {
        do {
            try await subscriptions.remove(id: id, userID: userID)
        } catch {
            throw DomainError(error)
        }
    }
}
