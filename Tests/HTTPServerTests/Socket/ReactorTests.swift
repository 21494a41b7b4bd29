import Foundation
import Glibc
import Testing
@testable import HTTPServer
import TimingTestSupport

/// The reactor owns two descriptor numbers (its epoll set and its wake-up eventfd). A number
/// given back to the kernel goes to the next descriptor anyone in the process opens — another
/// server's epoll set, or libdispatch's own, whose event loop takes every event's data for a
/// pointer — so the reactor must never reach a number after closing it.
@Suite(.timeSensitive) struct ReactorTests {
    @Test func aStoppedReactor_keepsItsDescriptorsOpenUntilItIsReleased() async throws {
        let reactor = try Reactor()
        reactor.start()
        await reactor.stop()

        #expect(Self.kind(of: reactor.epollDescriptor) == "anon_inode:[eventpoll]")
        #expect(Self.kind(of: reactor.wakeDescriptor) == "anon_inode:[eventfd]")
    }

    @Test func register_addsTheSocketToTheEpollSet() throws {
        let reactor = try Reactor()
        let pair = try SocketPair()

        try reactor.register(SocketHandle(descriptor: pair.first))

        #expect(Self.watched(by: reactor.epollDescriptor).contains(pair.first))
    }

    @Test func register_afterStop_failsAndChangesNoOtherEpollSet() async throws {
        let reactor = try Reactor()
        reactor.start()
        await reactor.stop()
        // Had the stopped reactor given its numbers back, this one's epoll set would take one.
        let next = try Reactor()
        let pair = try SocketPair()

        #expect(throws: SocketError.self) { try reactor.register(SocketHandle(descriptor: pair.first)) }
        #expect(!Self.watched(by: reactor.epollDescriptor).contains(pair.first))
        #expect(!Self.watched(by: next.epollDescriptor).contains(pair.first))
    }

    @Test(.timeLimit(.minutes(1))) func stop_failsTheWaitsOfSocketsStillRegistered() async throws {
        let reactor = try Reactor()
        reactor.start()
        let pair = try SocketPair()
        let handle = SocketHandle(descriptor: pair.first)
        try reactor.register(handle)
        let waiting = Task { try await handle.wait(for: .read, deadline: .max) }
        try await waitUntil("the task parked its wait") { handle.isWaiting }

        await reactor.stop()

        await #expect(throws: SocketWaitError.closed) { try await waiting.value }
    }

    /// What `/proc/self/fd/<descriptor>` links to: `anon_inode:[eventpoll]` for an epoll set.
    private static func kind(of descriptor: Int32) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")
    }

    /// The descriptors an epoll set watches, from the `tfd:` lines of its `/proc/self/fdinfo` entry.
    private static func watched(by epoll: Int32) -> Set<Int32> {
        guard let info = try? String(contentsOfFile: "/proc/self/fdinfo/\(epoll)", encoding: .utf8) else { return [] }
        return Set(info.matches(of: /tfd:\s+(\d+)/).compactMap { Int32($0.1) })
    }
}

/// A connected pair of Unix sockets, closed when released.
private final class SocketPair {
    let first: Int32
    let second: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw POSIXError(.EMFILE)
        }
        (first, second) = (ends[0], ends[1])
    }

    deinit {
        close(first)
        close(second)
    }
}
