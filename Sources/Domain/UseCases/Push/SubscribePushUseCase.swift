import Entities
import Foundation

/// Keeps a browser's Web Push subscription for the signed-in person: the device that switched
/// notifications on.
public protocol SubscribePushUseCase: Sendable {
    /// Stores the subscription of `endpoint` with the browser's keys for `userID`, named after
    /// `userAgent` (replacing one of the same endpoint); returns it as stored.
    /// - Throws: `invalid` on `.pushSubscription` for an endpoint the policy refuses (not
    ///   `https://`, too long) or keys that are not a P-256 point and a 16-byte secret (nothing
    ///   stored), `notFound` when the account is gone, `unavailable` when the store fails.
    func execute(userID: User.ID, endpoint: String, p256dh: Data, auth: Data, userAgent: String) async throws(DomainError) -> PushSubscription
}

/// A container of the use case, for the ViewModels that need it.
public protocol HasSubscribePushUseCase {
    var subscribePushUseCase: any SubscribePushUseCase { get }
}

/// Checks the subscription against the policy and the key check, then stores it.
public struct SubscribePushInteractor: SubscribePushUseCase {
    private let push: PushDependencies
    private let clock: any CalendarClock

    /// An interactor storing in `push.subscriptions`, stamping with `clock`.
    public init(push: PushDependencies, clock: any CalendarClock) {
        self.push = push
        self.clock = clock
    }

    public func execute(userID: User.ID, endpoint: String, p256dh: Data, auth: Data, userAgent: String) async throws(DomainError) -> PushSubscription {
        guard push.policy.accepts(endpoint: endpoint), auth.count == 16, push.keys.isPublicKey(p256dh) else {
            throw .invalid(ValidationErrors([.pushSubscription: .malformed]))
        }
        do {
            return try await push.subscriptions.add(
                userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth, deviceName: DeviceName.from(userAgent: userAgent), at: clock.now()
            )
        } catch {
            throw DomainError(error)
        }
    }
}
