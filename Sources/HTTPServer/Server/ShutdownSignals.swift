import Dispatch
import Glibc

/// Runs an action once when the process receives SIGTERM or SIGINT (graceful shutdown).
public final class ShutdownSignals {
    private let sources: [any DispatchSourceSignal]

    /// Starts watching; keep the returned value alive for as long as the signals should be handled.
    public init(_ action: @escaping @Sendable (Int32) -> Void) {
        sources = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { action(number) }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
