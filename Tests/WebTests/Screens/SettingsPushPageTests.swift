import Domain
import Entities
import Foundation
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// The devices with notifications on the Settings page, and the subscription `push.js` posts.
@Suite struct SettingsPushPageTests {
    private let p256dh = Base64URL.encode(pushKeyFixture)
    private let auth = Base64URL.encode(pushAuthFixture)

    private func container(
        devices: [PushSubscription] = [], subscribe: MockSubscribePushUseCase = MockSubscribePushUseCase(),
        remove: MockRemovePushDeviceUseCase = MockRemovePushDeviceUseCase()
    ) -> DIContainer {
        .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: []), subscribePush: subscribe,
            fetchPushDevices: MockFetchPushDevicesUseCase(returning: devices), removePushDevice: remove
        )
    }

    @Test func theDevices_areListedWithARemoveButtonEach_andTheScriptGetsTheServersKey() async throws {
        let remove = MockRemovePushDeviceUseCase(returning: ())
        let browser = try makeBrowser(container(devices: [.fixture(id: 3, deviceName: "Firefox on Linux")], remove: remove))

        try await browser.visit(Route.settings.path)

        let document = await browser.document
        #expect(try document.select("#push-devices .device-name").map(\.text) == ["Firefox on Linux"])
        #expect(try document.select("#push-devices .empty-devices").isEmpty)
        let enable = try #require(try document.select("#push-enable").first)
        #expect(enable["hidden"] != nil)
        #expect(enable["data-application-server-key"] == PushPolicy.fixture.applicationServerKey)
        #expect(try document.select("script[src='/static/push.js']").count == 1)

        try await browser.press("Remove “Firefox on Linux”")

        #expect(await browser.url == Route.settings.path)
        #expect(remove.stub.calls == [.init(userID: 1, id: 3)])
    }

    @Test func noDevice_saysSo() async throws {
        let browser = try makeBrowser(container())
        try await browser.visit(Route.settings.path)
        #expect(try await browser.document.select("#push-devices .empty-devices").map(\.text) == ["No device gets notifications yet."])
    }

    @Test func theScriptsPost_storesTheSubscription_namedAfterTheUserAgent() async throws {
        let subscribe = MockSubscribePushUseCase(returning: .fixture())
        let router = try makeRouter(container(subscribe: subscribe))
        let body = URLEncoding.urlencoded([
            ("csrf", signedIn.csrfToken), ("action", "subscribePush"), ("endpoint", "https://push.example/a"), ("p256dh", p256dh), ("auth", auth),
        ])
        let headers: HTTPHeaders = [
            "Content-Type": "application/x-www-form-urlencoded", "Cookie": "session=\(signedIn.token)", "User-Agent": "Mozilla/5.0 Firefox/133.0",
        ]

        let response = try await router.respond(to: HTTPRequest(method: .post, target: "/settings", headers: headers, body: Array(body.utf8)))

        #expect(response.status == .seeOther)
        #expect(response.location == "/settings")
        #expect(subscribe.stub.calls == [
            .init(userID: 1, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: "Mozilla/5.0 Firefox/133.0"),
        ])
    }

    @Test func aRefusedSubscription_is422_withItsMessageBesideTheDevices() async throws {
        let subscribe = MockSubscribePushUseCase(failing: .invalid(ValidationErrors([.pushSubscription: .malformed])))
        let router = try makeRouter(container(subscribe: subscribe))

        let response = try await post(router, "/settings", [
            (key: "action", value: "subscribePush"), (key: "endpoint", value: "http://push.example/a"), (key: "p256dh", value: p256dh), (key: "auth", value: auth),
        ])

        #expect(response.status == .unprocessableContent)
        #expect(try response.document.select("#push-subscription-error").map(\.text) == [
            "This browser's subscription could not be used. Reload the page and try again.",
        ])
    }

    @Test(arguments: [
        (ValidationIssue.refusedDestination, "This server does not send notifications to this browser's push service."),
        (.tooMany(maximum: 10), "Notifications are on for 10 devices already, the most one account can have. Remove one below to add this browser."),
    ])
    func aPushServiceRefused_orTooManyDevices_is422_sayingSoBesideTheDevices(issue: ValidationIssue, message: String) async throws {
        let router = try makeRouter(container(subscribe: MockSubscribePushUseCase(failing: .invalid(ValidationErrors([.pushSubscription: issue])))))

        let response = try await post(router, "/settings", [
            (key: "action", value: "subscribePush"), (key: "endpoint", value: "https://10.0.0.1/a"), (key: "p256dh", value: p256dh), (key: "auth", value: auth),
        ])

        #expect(response.status == .unprocessableContent)
        #expect(try response.document.select("#push-subscription-error").map(\.text) == [message])
    }

    @Test(arguments: [
        ([("endpoint", "https://push.example/a"), ("auth", "IiIiIiIiIiIiIiIiIiIiIg")], "missing field “p256dh”"),
        ([("endpoint", ""), ("p256dh", "x"), ("auth", "x")], "field “endpoint” is empty"),
        ([("endpoint", "javascript:alert(1)"), ("p256dh", "x"), ("auth", "x")], "field “endpoint” must be an https:// address"),
        ([("endpoint", "https://push.example/" + String(repeating: "a", count: 2048)), ("p256dh", "x"), ("auth", "x")], "field “endpoint” is longer than 2048 bytes"),
        ([("endpoint", "https://push.example/a"), ("p256dh", "not base64!"), ("auth", "IiIiIiIiIiIiIiIiIiIiIg")], "field “p256dh” must be base64url"),
        ([("endpoint", "https://push.example/a"), ("p256dh", "BBER"), ("auth", "IiIiIiIiIiIiIiIiIiIiIg")], "field “p256dh” must be 65 bytes, not 3"),
        ([("endpoint", "https://push.example/a"), ("p256dh", Base64URL.encode(pushKeyFixture)), ("auth", "IiIi")], "field “auth” must be 16 bytes, not 3"),
    ])
    func aBrokenSubscription_is400_sayingWhat_andStoresNothing(fields: [(String, String)], message: String) async throws {
        let subscribe = MockSubscribePushUseCase()
        let router = try makeRouter(container(subscribe: subscribe))

        let response = try await post(router, "/settings", [(key: "action", value: "subscribePush")] + fields.map { (key: $0.0, value: $0.1) })

        #expect(response.status == .badRequest)
        #expect(response.text.contains(message))
        #expect(subscribe.stub.calls.isEmpty)
    }

    @Test func removingSomeoneElsesDevice_is404() async throws {
        let router = try makeRouter(container(remove: MockRemovePushDeviceUseCase(failing: .notFound)))
        let response = try await post(router, "/settings", [(key: "action", value: "removePushDevice"), (key: "id", value: "99")])
        #expect(response.status == .notFound)
    }

    @Test func removingWithoutAnId_is400() async throws {
        let router = try makeRouter(container())
        let response = try await post(router, "/settings", [(key: "action", value: "removePushDevice"), (key: "id", value: "abc")])
        #expect(response.status == .badRequest)
    }

    @Test func theScriptAndServiceWorker_areServedAsJavaScript_andThePolicyLetsThemRun() async throws {
        let router = try makeRouter(container())
        for path in ["/static/push.js", "/static/sw.js"] {
            let response = try await get(router, path)
            #expect(response.status == .ok)
            #expect(response.headers["Content-Type"] == "text/javascript; charset=utf-8")
        }
        // worker-src falls back to script-src, then to default-src: 'self' covers /static/sw.js.
        let directives = WebSecurity.contentSecurityPolicy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(directives.contains("default-src 'self'"))
        #expect(!directives.contains { $0.hasPrefix("worker-src") || $0.hasPrefix("script-src") || $0.hasPrefix("child-src") })
    }
}
