import Entities
import Foundation

/// Where the browsers' push subscriptions are kept, per person.
public protocol PushSubscriptionRepository: Sendable {
    /// Stores a subscription of `userID` for `endpoint`, replacing `userID`'s own of the same
    /// endpoint (keeping its id); another account's row of the same endpoint (a second account
    /// signed in on the same browser) is its own and is never touched.
    /// - Throws: `conflict` when `userID` already has `limit` subscriptions of other endpoints
    ///   (nothing stored); `notFound` when the account is gone.
    func add(
        userID: User.ID, endpoint: String, p256dh: Data, auth: Data, deviceName: String, at date: Date, limit: Int
    ) async throws(RepositoryError) -> PushSubscription
    /// The subscriptions of `userID`, oldest first.
    func subscriptions(userID: User.ID) async throws(RepositoryError) -> [PushSubscription]
    /// The subscription `id`; nil if there is none.
    func subscription(id: PushSubscription.ID) async throws(RepositoryError) -> PushSubscription?
    /// Removes subscription `id` of `userID`; `notFound` if `userID` has none with that id.
    func remove(id: PushSubscription.ID, userID: User.ID) async throws(RepositoryError)
    /// Removes subscription `id`, whoever has it (its push service said it is gone); nothing
    /// happens if there is none.
    func removeGone(id: PushSubscription.ID) async throws(RepositoryError)
    /// Records that sending to `id` failed at `date`; answers since when it has been failing
    /// (`date`, unless it already was). Nothing happens if there is no such subscription (it then answers `date`).
    func recordFailure(id: PushSubscription.ID, at date: Date) async throws(RepositoryError) -> Date
    /// Records that `id` works again: no longer failing.
    func clearFailure(id: PushSubscription.ID) async throws(RepositoryError)
    /// Disables `id` at `date`: the scheduler sends it nothing more, and Settings shows it
    /// disabled, until the same browser subscribes again.
    func disable(id: PushSubscription.ID, at date: Date) async throws(RepositoryError)
}
