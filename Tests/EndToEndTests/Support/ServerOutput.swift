import Foundation
import Glibc
import TimingTestSupport

/// What a server process writes, collected as it comes, and the port it announces.
final class ServerOutput: @unchecked Sendable {
    // Written by the pipe's reading thread, read by the test: every access holds the lock.
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var ended = false

    /// Reads `handle` until its end, on a thread of its own that keeps the handle (and so its
    /// descriptor) until then.
    ///
    /// Not through `readabilityHandler`: on Linux, libdispatch's epoll bookkeeping is corrupted
    /// when several such handlers are set up and torn down at once
    /// (swift-corelibs-libdispatch#949), as the suite's parallel servers do, and its manager
    /// thread then crashed the whole test process (a bad pointer at 0x30 in
    /// `_dispatch_event_loop_drain`, about one run in seven).
    func read(from handle: FileHandle) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    lock.withLock { bytes += buffer[0..<count] }
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    lock.withLock { ended = true }
                    return
                }
            }
        }
        thread.name = "server-output"
        thread.start()
    }

    /// Everything written so far.
    var text: String {
        lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }

    /// Everything written, once the process has closed its end (it exited) or `seconds` have
    /// passed: the reading thread may still hold the last lines when the exit is seen.
    func textAtEnd(waitingUpTo seconds: Double) async -> String {
        _ = try? await pollUntil(within: .seconds(seconds)) { lock.withLock { ended } }
        return text
    }

    /// The port from the start-up line `Reminders is running at http://127.0.0.1:PORT …`.
    var port: Int? {
        guard let match = text.firstMatch(of: /Reminders is running at http:\/\/127\.0\.0\.1:(\d+)/) else { return nil }
        return Int(match.1)
    }
}
