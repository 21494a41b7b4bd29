import Synchronization

/// The body bytes the server holds across all its connections, against one limit
/// (`HTTPServer.Configuration.maxBufferedBodyBytes`).
///
/// A connection takes a request's share once its head is read (the announced length, or the
/// route's limit for a chunked body) and gives it back once the request is answered or dropped.
/// What cannot be had is refused at once rather than waited for: the client is told to retry
/// (`503`, `Retry-After`), and no connection holds memory while it waits.
final class BodyBudget: Sendable {
    /// The most bytes held at once.
    let capacity: Int
    private let held = Mutex(0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The bytes held now.
    var heldBytes: Int { held.withLock { $0 } }

    /// Takes `count` bytes if they fit; returns whether it did.
    func take(_ count: Int) -> Bool {
        held.withLock { held in
            guard count <= capacity - held else { return false }
            held += count
            return true
        }
    }

    /// Gives back `count` bytes taken before.
    func giveBack(_ count: Int) {
        guard count > 0 else { return }
        held.withLock { $0 -= count }
    }
}
