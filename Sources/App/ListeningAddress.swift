import Synchronization

/// The address the server listens on, known once it has started (with `--port 0` the system
/// picks the port): links in mail point at it when there is no `--public-url`.
final class ListeningAddress: Sendable {
    private let value = Mutex("http://127.0.0.1")

    /// The address, `http://HOST:PORT`.
    var url: String {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
