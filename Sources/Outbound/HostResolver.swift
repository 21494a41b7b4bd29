import Data
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What turns a host name into the numeric addresses to connect to: `getaddrinfo` in the app
/// (`SystemHostResolver`), a scripted one in tests (a name that resolves to a private address,
/// as DNS rebinding would make it).
public protocol HostResolver: Sendable {
    /// The addresses of `host`, numeric (`93.184.216.34`, `2606:2800:220:1::`), in the order to try them.
    /// - Throws: `OutboundRequestError.unreachable` when the name has none.
    func addresses(of host: String) async throws -> [String]
}

/// `getaddrinfo`, run on a thread of its own (it blocks), given up when the task is cancelled.
public struct SystemHostResolver: HostResolver {
    /// The resolver of the system (`/etc/hosts`, then DNS).
    public init() {}

    public func addresses(of host: String) async throws -> [String] {
        let waiting = Waiting()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiting.continuation.withLock { $0 = continuation }
                DispatchQueue.global().async {
                    let result = Result { try Self.lookUp(host) }
                    waiting.continuation.withLock { $0.take() }?.resume(with: result)
                }
            }
        } onCancel: {
            waiting.continuation.withLock { $0.take() }?.resume(throwing: CancellationError())
        }
    }

    /// The caller waiting for a lookup: resumed once, by the lookup or by cancellation.
    private final class Waiting: Sendable {
        let continuation = Mutex<CheckedContinuation<[String], any Error>?>(nil)
    }

    private static func lookUp(_ host: String) throws -> [String] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let first = list else {
            throw OutboundRequestError.unreachable("\(host) has no address (\(String(cString: gai_strerror(status))))")
        }
        defer { freeaddrinfo(first) }
        var addresses: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ai_next }) {
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(entry.pointee.ai_addr, entry.pointee.ai_addrlen, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0
            else { continue }
            let address = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !addresses.contains(address) { addresses.append(address) }
        }
        guard !addresses.isEmpty else { throw OutboundRequestError.unreachable("\(host) has no address") }
        return addresses
    }
}
