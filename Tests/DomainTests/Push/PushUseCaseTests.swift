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
        "ftp://push.example/a", "https://", "https:///path", "https://push.example/a b", "https://push.example/" + String(repeating: "x", count: 2048),
        "https://push.example@127.0.0.1/a",
    ])
    func anEndpointThatIsNoURL_orTooLong_isMalformed_andNothingStored(endpoint: String) async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.pushSubscription: .malformed]))) {
            try await subscribe().execute(userID: 7, endpoint: endpoint, p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        }
        #expect(store.all.isEmpty)
    }

    /// Issue 26 item 3: every one of these was accepted, and the server then connected to it.
    @Test(arguments: [
        "https://127.0.0.1:8443/push", "https://127.0.0.1/push", "https://localhost/push", "https://[::1]/push", "https://169.254.169.254/latest",
        "https://10.0.0.1/push", "https://0.0.0.0/push", "https://2130706433/push", "https://[::ffff:127.0.0.1]/push",
        "https://metadata.google.internal/computeMetadata/v1/", "https://0x7f.1/push", "https://0177.0.0.1/push", "https://127.1/push",
        "https://[fd00::1]/push", "https://[fe80::1%25eth0]/push", "https://[64:ff9b::a00:1]/push", "https://100.64.0.1/push",
        "https://printer.local/push", "https://app.localhost./push", "https://push.example:8443/a", "http://push.example/a",
        "http://127.0.0.1:9000/a",
    ])
    func anEndpointOffThePublicInternet_orNotHTTPS443_isRefused_andNothingStored(endpoint: String) async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.pushSubscription: .refusedDestination]))) {
            try await subscribe().execute(userID: 7, endpoint: endpoint, p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        }
        #expect(store.all.isEmpty)
    }

    @Test func aHostOutsideTheOperatorsAllowList_isRefused() async throws {
        var policy = PushPolicy.fixture
        policy.allowedHosts = try #require(HostAllowList("*.push.services.mozilla.com"))
        await #expect(throws: DomainError.invalid(ValidationErrors([.pushSubscription: .refusedDestination]))) {
            try await subscribe(policy: policy).execute(userID: 7, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        }
        _ = try await subscribe(policy: policy).execute(
            userID: 7, endpoint: "https://updates.push.services.mozilla.com/wpush/v2/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox
        )
        #expect(store.all.map(\.endpoint) == ["https://updates.push.services.mozilla.com/wpush/v2/a"])
    }

    @Test func theEleventhDevice_isRefused_butADeviceAlreadyThereSubscribesAgain() async throws {
        for index in 1...PushPolicy.maximumDevicesPerAccount {
            _ = try await subscribe().execute(userID: 7, endpoint: "https://push.example/\(index)", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        }
        await #expect(throws: DomainError.invalid(ValidationErrors([.pushSubscription: .tooMany(maximum: 10)]))) {
            try await subscribe().execute(userID: 7, endpoint: "https://push.example/11", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        }
        let again = try await subscribe().execute(userID: 7, endpoint: "https://push.example/3", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: "")
        #expect(again.id == 3)
        _ = try await subscribe().execute(userID: 8, endpoint: "https://push.example/11", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        #expect(store.all.count == 11)
    }

    @Test func anotherAccountsEndpoint_isStoredAsTheirOwnDevice_andTheFirstKeepsTheirs() async throws {
        let first = try await subscribe().execute(userID: 7, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)
        let second = try await subscribe().execute(userID: 8, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: "")
        #expect(store.all == [first, second])
        #expect(second.userID == 8 && second.id != first.id)
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
        try await store.add(userID: userID, endpoint: endpoint, p256dh: pushKeyFixture, auth: pushAuthFixture, deviceName: "", at: fixtureDate, limit: 10)
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
