@testable import HTTPServer
import Synchronization
import Testing
import TimingTestSupport

/// What the server holds of request bodies across its connections, and what it gives back.
@Suite(.timeSensitive) struct ServerMemoryTests {
    @Test func aBodyBeyondTheServerWideBudget_is503WithRetryAfter_andTheBudgetComesBackAfterward() async throws {
        try await withServer(makeTestRouter(), configure: { $0.maxBufferedBodyBytes = 100 }) { server in
            // The head is read (100 Continue) and its 80 bytes are held while the body arrives.
            let holder = try TestClient(port: server.port)
            let interim = try await holder.roundTrip("POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 80\r\n\r\n")
            #expect(interim.status == 100)

            let refused = try TestClient(port: server.port)
            // Only the head: body bytes left unread when the server closes would reset the connection.
            let busy = try await refused.roundTrip("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 80\r\n\r\n")
            #expect(busy.status == 503)
            #expect(busy["Retry-After"] == "1")
            #expect(await refused.isClosedByServer())

            try await holder.send(String(repeating: "a", count: 80))
            #expect(try await holder.readResponse().status == 200)
            let next = try TestClient(port: server.port)
            let served = try await next.roundTrip("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 80\r\n\r\n" + String(repeating: "c", count: 80))
            #expect(served.status == 200)
            #expect(served.text.count == 80)
        }
    }

    @Test func aBodyCutOffMidway_givesItsBudgetBack() async throws {
        try await withServer(makeTestRouter(), configure: { $0.maxBufferedBodyBytes = 100 }) { server in
            do {
                // Closed when it goes out of scope.
                let leaver = try TestClient(port: server.port)
                #expect(try await leaver.roundTrip("POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 80\r\n\r\n").status == 100)
            }
            // The server notices the hang-up, then gives the 80 bytes back.
            var status = 0
            for _ in 0..<50 where status != 200 {
                let client = try TestClient(port: server.port)
                status = try await client.roundTrip("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 80\r\n\r\n" + String(repeating: "c", count: 80)).status
                if status != 200 { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(status == 200)
        }
    }

    @Test func afterABurstOfRequests_theServerGivesFreeMemoryBackOnce_whenItHasBeenQuiet() async throws {
        let released = Atomic<Int>(0)
        try await withServer(makeTestRouter(), configure: {
            $0.idleMemoryRelease = .milliseconds(50)
            $0.releaseFreeMemory = { released.add(1, ordering: .relaxed) }
        }) { server in
            try await Task.sleep(for: .milliseconds(300))
            #expect(released.load(ordering: .relaxed) == 0, "an idle server that served nothing has nothing to give back")
            let client = try TestClient(port: server.port)
            for _ in 0..<3 { #expect(try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").status == 200) }
            var waited = 0
            while released.load(ordering: .relaxed) == 0 && waited < 100 {
                try await Task.sleep(for: .milliseconds(20))
                waited += 1
            }
            // Under load the three requests may come more than 50 ms apart, each then a burst of
            // its own: once per burst at most. Then, once the count has held for 300 ms, no more
            // while the server stays quiet.
            var afterTheBursts = released.load(ordering: .relaxed)
            var steady = 0
            while steady < 15 && waited < 200 {
                try await Task.sleep(for: .milliseconds(20))
                waited += 1
                let now = released.load(ordering: .relaxed)
                steady = now == afterTheBursts ? steady + 1 : 0
                afterTheBursts = now
            }
            #expect((1...3).contains(afterTheBursts))
            try await Task.sleep(for: .milliseconds(300))
            #expect(released.load(ordering: .relaxed) == afterTheBursts, "once per quiet spell")
        }
    }
}
