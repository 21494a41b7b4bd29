import Data
import Domain
import Foundation
import Outbound
import Synchronization
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
import TimingTestSupport
#endif

/// The outgoing client over real loopback sockets: nothing private reached, no redirect
/// followed, one deadline for the whole exchange, and answers capped.
@Suite(.timeSensitive) struct OutboundHTTPClientTests {
    /// A person's destinations, with the tests' `http://127.0.0.1` stand-in allowed.
    private let standIn = DestinationRule(reach: .publicInternet(allowedHosts: .any, loopbackHTTPForTests: true))
    /// A person's destinations, as in production.
    private let person = DestinationRule(reach: .publicInternet(allowedHosts: .any, loopbackHTTPForTests: false))
    /// The deadline of a test that expects an answer (or a refusal) rather than the deadline: a
    /// loopback exchange takes milliseconds, but it takes several turns of the shared thread pool,
    /// which the rest of the suite fills for a minute on two cores (CI once ran the default 10 s
    /// out in six of these tests at once). The deadline's own tests set theirs.
    private let generous: Duration = .seconds(120)

    /// The client of the tests that expect an answer: `standIn`'s destinations, `generous`'s deadline.
    private var answering: OutboundHTTPClient { OutboundHTTPClient(destinations: standIn, deadline: generous) }

    private func post(_ url: String, through client: OutboundHTTPClient) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = "POST"
        request.httpBody = Data("hello".utf8)
        let (body, response) = try await client.data(for: request)
        return (body, try #require(response as? HTTPURLResponse))
    }

    @Test func anAnswer_isReturnedWhole() async throws {
        let server = try LoopbackServer { send in _ = send("HTTP/1.1 201 Created\r\nContent-Length: 2\r\nX-Id: 7\r\nConnection: close\r\n\r\nok") }
        defer { server.stop() }

        let (body, response) = try await post(server.url("/push/a"), through: answering)

        #expect(response.statusCode == 201)
        #expect(response.value(forHTTPHeaderField: "X-Id") == "7")
        #expect(body == Data("ok".utf8))
        #expect(server.requests == 1)
    }

    @Test func aRedirect_isTheAnswer_andIsNotFollowed() async throws {
        let elsewhere = try LoopbackServer { send in _ = send("HTTP/1.1 201 Created\r\nContent-Length: 0\r\nConnection: close\r\n\r\n") }
        defer { elsewhere.stop() }
        let server = try LoopbackServer { send in
            _ = send("HTTP/1.1 307 Temporary Redirect\r\nLocation: \(elsewhere.url("/inside"))\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        }
        defer { server.stop() }

        let (_, response) = try await post(server.url("/push/a"), through: answering)

        #expect(response.statusCode == 307)
        #expect(elsewhere.requests == 0)
    }

    @Test func aServerDrippingItsBody_isCutAtTheDeadline() async throws {
        let server = try LoopbackServer { send in
            guard send("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n") else { return }
            for _ in 0..<600 {
                Thread.sleep(forTimeInterval: 1)
                guard send("x") else { return }
            }
        }
        defer { server.stop() }
        let started = ContinuousClock.now

        await #expect(throws: OutboundRequestError.deadlineExceeded(seconds: 3)) {
            try await post(server.url("/push/a"), through: OutboundHTTPClient(destinations: standIn, deadline: .seconds(3)))
        }

        let elapsed = ContinuousClock.now - started
        // Cut at the deadline, not after the ten minutes the drip lasts (a loaded machine may be
        // late: CI's suite has held both threads of the pool for a minute).
        #expect(elapsed >= .seconds(3) && elapsed < .seconds(150), "took \(elapsed)")
    }

    @Test func aServerThatNeverAnswers_isCutAtTheDeadline() async throws {
        let server = try LoopbackServer { _ in Thread.sleep(forTimeInterval: 10) }
        defer { server.stop() }

        await #expect(throws: OutboundRequestError.deadlineExceeded(seconds: 1)) {
            try await post(server.url("/push/a"), through: OutboundHTTPClient(destinations: standIn, deadline: .seconds(1)))
        }
    }

    @Test func anAnswerOver64KiB_isRefused_andOneOfExactly64KiBIsRead() async throws {
        let limit = OutboundHTTPClient.defaultMaximumAnswerBytes
        #expect(limit == 65536)
        for (count, fits) in [(limit + 1, false), (limit, true), (1 << 20, false)] {
            let server = try LoopbackServer { send in
                _ = send("HTTP/1.1 200 OK\r\nContent-Length: \(count)\r\nConnection: close\r\n\r\n" + String(repeating: "x", count: count))
            }
            defer { server.stop() }
            if fits {
                let (body, _) = try await post(server.url("/a"), through: answering)
                #expect(body.count == count)
            } else {
                await #expect(throws: OutboundRequestError.answerTooLarge(limit: limit)) {
                    try await post(server.url("/a"), through: answering)
                }
            }
        }
    }

    @Test func aChunkedAnswerOver64KiB_isRefused() async throws {
        let server = try LoopbackServer { send in
            guard send("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n") else { return }
            let chunk = String(repeating: "y", count: 4096)
            for _ in 0..<40 { guard send("1000\r\n\(chunk)\r\n") else { return } }
            _ = send("0\r\n\r\n")
        }
        defer { server.stop() }
        await #expect(throws: OutboundRequestError.answerTooLarge(limit: 65536)) {
            try await post(server.url("/a"), through: answering)
        }
    }

    @Test(arguments: [
        ["10.0.0.7"], ["93.184.216.34", "127.0.0.1"], ["::1"], ["169.254.169.254"], ["::ffff:127.0.0.1"], ["2606:4700:4700::1111", "fd00::1"],
    ])
    func aNameResolvingToAnyPrivateAddress_isRefusedWithoutConnecting(addresses: [String]) async throws {
        let resolver = ScriptedResolver(["push.example": addresses])

        await #expect(throws: OutboundRequestError.self) {
            try await post("https://push.example/a", through: OutboundHTTPClient(destinations: person, resolver: resolver))
        }
        do {
            _ = try await post("https://push.example/a", through: OutboundHTTPClient(destinations: person, resolver: resolver))
        } catch let error as OutboundRequestError {
            guard case .refused = error else { Issue.record("not refused: \(error)"); return }
            #expect(error.isPermanent)
        }
        #expect(resolver.lookedUp == ["push.example", "push.example"])
    }

    @Test(arguments: [
        "https://10.0.0.1/a", "https://127.0.0.1/a", "https://[::1]/a", "https://2130706433/a", "https://[::ffff:127.0.0.1]/a", "https://localhost/a",
        "https://metadata.google.internal/a", "https://169.254.169.254/a", "https://push.example:8443/a", "http://push.example/a",
    ])
    func aPrivateOrLocalDestination_isRefusedBeforeAnyLookup(url: String) async throws {
        let resolver = ScriptedResolver([:])
        await #expect(throws: OutboundRequestError.self) {
            try await post(url, through: OutboundHTTPClient(destinations: person, resolver: resolver))
        }
        #expect(resolver.lookedUp.isEmpty)
    }

    @Test func aRefusedConnect_toALiteralPrivateAddress_sendsNothing() async throws {
        // A real server on loopback: the person's rule must not reach it, even as http://127.0.0.1.
        let server = try LoopbackServer { send in _ = send("HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n") }
        defer { server.stop() }

        await #expect(throws: OutboundRequestError.refused("not https:// on port 443")) {
            try await post(server.url("/push/a"), through: OutboundHTTPClient(destinations: person))
        }
        #expect(server.requests == 0)
    }

    @Test func theCheckedAddress_isTheOneConnectedTo() async throws {
        let server = try LoopbackServer { send in _ = send("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n") }
        defer { server.stop() }
        // No DNS knows this name: the request arrives only through the pinned address.
        let resolver = ScriptedResolver(["webhook.reminders.invalid": ["127.0.0.1"]])
        let client = OutboundHTTPClient(destinations: DestinationRule.operatorChosen, resolver: resolver, deadline: generous)

        let (_, response) = try await post("http://webhook.reminders.invalid:\(server.port)/hook", through: client)

        #expect(response.statusCode == 204)
        #expect(server.requests == 1)
    }

    @Test func aRefusedConnection_isUnreachable_worthTryingAgain() async throws {
        let server = try LoopbackServer { _ in }
        let url = server.url("/a")
        server.stop()
        do {
            _ = try await post(url, through: answering)
            Issue.record("answered")
        } catch let error as OutboundRequestError {
            guard case .unreachable = error else { Issue.record("\(error)"); return }
            #expect(!error.isPermanent)
        }
    }

    @Test func theSystemResolver_resolvesLocalhost_andSaysWhenANameHasNoAddress() async throws {
        #expect(try await SystemHostResolver().addresses(of: "127.0.0.1") == ["127.0.0.1"])
        await #expect(throws: OutboundRequestError.self) { try await SystemHostResolver().addresses(of: "no-such-host.invalid") }
    }
}

/// DNS as a test writes it: each name's addresses, and the names asked for.
final class ScriptedResolver: HostResolver {
    private let answers: [String: [String]]
    private let asked = Mutex<[String]>([])

    init(_ answers: [String: [String]]) {
        self.answers = answers
    }

    var lookedUp: [String] { asked.withLock { $0 } }

    func addresses(of host: String) async throws -> [String] {
        asked.withLock { $0.append(host) }
        guard let addresses = answers[host] else { throw OutboundRequestError.unreachable("\(host) has no address") }
        return addresses
    }
}
