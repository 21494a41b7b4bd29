import Entities
import Foundation

/// Keeps a browser's Web Push subscription for the signed-in person: the device that switched
/// notifications on.
public protocol SubscribePushUseCase: Sendable {
    /// Stores the subscription of `endpoint` with the browser's keys for `userID`, named after
    /// `userAgent` (replacing `userID`'s own of the same endpoint; another account's is never
    /// touched); returns it as stored.
    /// - Throws: `invalid` on `.pushSubscription` (nothing stored): `malformed` for an endpoint
    ///   that is no URL or too long, or keys that are not a P-256 point and a 16-byte secret;
    ///   `refusedDestination` for an endpoint the policy refuses (not `https://` on port 443, a
    ///   private or local host, not an allowed host); `tooMany` when the account already has
    ///   `PushPolicy.maximumDevicesPerAccount` other devices. `notFound` when the account is
    ///   gone, `unavailable` when the store fails.
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
        guard auth.count == 16, push.keys.isPublicKey(p256dh) else { throw .invalid(ValidationErrors([.pushSubscription: .malformed])) }
        if let issue = push.policy.refusal(endpoint: endpoint) { throw .invalid(ValidationErrors([.pushSubscription: issue])) }
        let limit = PushPolicy.maximumDevicesPerAccount
        do {
            return try await push.subscriptions.add(
                userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth, deviceName: DeviceName.from(userAgent: userAgent), at: clock.now(),
                limit: limit
            )
        } catch .conflict {
            throw .invalid(ValidationErrors([.pushSubscription: .tooMany(maximum: limit)]))
        } catch {
            throw DomainError(error)
        }
    }
}
