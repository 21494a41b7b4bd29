import Foundation

/// What a server process writes, collected as it comes, and the port it announces.
final class ServerOutput: @unchecked Sendable {
    // Written by the pipe's reading thread, read by the test: every access holds the lock.
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    /// Reads `handle` until its end on a background queue.
    func read(from handle: FileHandle) {
        handle.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
            } else if let self {
                lock.withLock { bytes += data }
            }
        }
    }

    /// Everything written so far.
    var text: String {
        lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }

    /// The port from the start-up line `Reminders is running at http://127.0.0.1:PORT …`.
    var port: Int? {
        guard let match = text.firstMatch(of: /Reminders is running at http:\/\/127\.0\.0\.1:(\d+)/) else { return nil }
        return Int(match.1)
    }
}
