/// What the push use cases need: where subscriptions are kept, the check of a browser's key,
/// and the server's policy.
public struct PushDependencies: Sendable {
    public var subscriptions: any PushSubscriptionRepository
    public var keys: any PushKeyValidator
    public var policy: PushPolicy

    /// The dependencies of the push use cases.
    public init(subscriptions: any PushSubscriptionRepository, keys: any PushKeyValidator, policy: PushPolicy) {
        self.subscriptions = subscriptions
        self.keys = keys
        self.policy = policy
    }
}
