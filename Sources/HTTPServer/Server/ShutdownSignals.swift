import Dispatch
import Glibc

/// Runs an action once when the process receives SIGTERM or SIGINT (graceful shutdown).
public final class ShutdownSignals {
    private let sources: [any DispatchSourceSignal]

    /// Starts watching; keep the returned value alive for as long as the signals should be handled.
    public init(_ action: @escaping @Sendable (Int32) -> Void) {
        sources = [SIGTERM, SIGINT].map { number in
            #if canImport(Darwin)
            // kqueue reports a signal only if the default action is off; on Linux, Dispatch installs
            // its own handler, and ignoring the signal would discard it before Dispatch sees it.
            signal(number, SIG_IGN)
            #endif
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { action(number) }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
        signal(SIGTERM, SIG_DFL)
        signal(SIGINT, SIG_DFL)
    }
}
