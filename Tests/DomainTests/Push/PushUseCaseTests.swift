import Domain
import Entities
import Foundation
import Mocks
import Testing

/// Subscribing a device, listing and removing devices, over an in-memory store.
struct PushUseCaseTests {
    private let store = InMemoryPushSubscriptions()
    private let clock = FixedCalendarClock()
    private let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"

    private func subscribe(policy: PushPolicy = .fixture, keys: FakePushKeyValidator = FakePushKeyValidator()) -> SubscribePushInteractor {
        SubscribePushInteractor(push: PushDependencies(subscriptions: store, keys: keys, policy: policy), clock: clock)
    }

    @Test func aSubscription_isStored_namedAfterItsBrowser_atTheClocksTime() async throws {
        let stored = try await subscribe().execute(userID: 7, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)

        #expect(stored == PushSubscription(id: 1, userID: 7, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, deviceName: "Firefox on Linux", createdAt: clock.now()))
        #expect(store.all == [stored])
    }

    @Test(arguments: [
        "http://push.example/a", "ftp://push.example/a", "https://", "https:///path", "https://push.example/a b",
        "http://127.0.0.1:9000/a", "https://push.example/" + String(repeating: "x", count: 2048),
    ])
    func anEndpointThatIsNotHTTPS_orTooLong_isRefused_andNothingStored(endpoint: String) async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.pushSubscription: .malformed]))) {
            try await subscribe().execute(userID: 7, endpoint: endpoint, p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        }
        #expect(store.all.isEmpty)
    }

    @Test func theLoopback_isTakenOnlyWhenThePolicySays() async throws {
        var policy = PushPolicy.fixture
        policy.allowsLoopbackHTTP = true
        _ = try await subscribe(policy: policy).execute(userID: 7, endpoint: "http://127.0.0.1:9000/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: "")
        #expect(store.all.map(\.endpoint) == ["http://127.0.0.1:9000/a"])
        #expect(!policy.accepts(endpoint: "http://127.0.0.1.evil.example/a"))
    }

    @Test func keysOffTheCurve_orASecretOfTheWrongSize_areRefused() async {
        let refused = DomainError.invalid(ValidationErrors([.pushSubscription: .malformed]))
        await #expect(throws: refused) {
            try await subscribe(keys: FakePushKeyValidator(offCurve: [pushKeyFixture]))
                .execute(userID: 7, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        }
        await #expect(throws: refused) {
            try await subscribe().execute(userID: 7, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: Data(count: 12), userAgent: firefox)
        }
        #expect(store.all.isEmpty)
    }

    @Test func storageFailing_isUnavailable() async {
        store.setFailure(.unavailable("disk I/O error"))
        await #expect(throws: DomainError.unavailable("disk I/O error")) {
            try await subscribe().execute(userID: 7, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        }
    }

    /// Stores a subscription of `userID` at `endpoint`.
    private func add(_ userID: User.ID, _ endpoint: String) async throws -> PushSubscription {
        try await store.add(userID: userID, endpoint: endpoint, p256dh: pushKeyFixture, auth: pushAuthFixture, deviceName: "", at: fixtureDate)
    }

    @Test func devices_areThePersonsOwn_oldestFirst() async throws {
        let first = try await add(7, "https://push.example/a")
        _ = try await add(8, "https://push.example/b")
        let third = try await add(7, "https://push.example/c")
        #expect(try await FetchPushDevicesInteractor(subscriptions: store).execute(userID: 7) == [first, third])
    }

    @Test func devicesThatCannotBeRead_areAStorageFailure() async {
        store.setFailure(.unavailable("disk I/O error"))

        await #expect(throws: DomainError.unavailable("disk I/O error")) { try await FetchPushDevicesInteractor(subscriptions: store).execute(userID: 7) }
    }

    @Test func removingADevice_removesIt_someoneElsesIsNotFound() async throws {
        _ = try await add(7, "https://push.example/a")
        _ = try await add(8, "https://push.example/b")
        let remove = RemovePushDeviceInteractor(subscriptions: store)

        await #expect(throws: DomainError.notFound) { try await remove.execute(userID: 7, id: 2) }
        try await remove.execute(userID: 7, id: 1)

        #expect(store.all.map(\.id) == [2])
    }
}

/// The names devices are listed by.
struct DeviceNameTests {
    @Test(arguments: [
        ("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"),
        ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"),
        ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"),
        ("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", "Safari on iPhone"),
        ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari on macOS"),
        ("  curl/8.5.0  ", "curl/8.5.0"),
        ("", ""),
    ])
    func aUserAgent_namesItsBrowserAndSystem(userAgent: String, name: String) {
        #expect(DeviceName.from(userAgent: userAgent) == name)
    }

    @Test func anUnknownLongUserAgent_isCutTo100Characters() {
        #expect(DeviceName.from(userAgent: String(repeating: "x", count: 300)) == String(repeating: "x", count: 100))
    }
}
