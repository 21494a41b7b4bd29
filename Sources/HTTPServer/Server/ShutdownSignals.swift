import Foundation
import Glibc

/// The write end of the self-pipe: a signal handler can reach only process-global state.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Runs an action when the process receives SIGTERM or SIGINT (graceful shutdown).
///
/// The handlers are installed with `sigaction` before `init` returns (Dispatch's signal
/// sources install theirs later, asynchronously, so an early signal could still kill the
/// process); the handler only writes the signal number to a pipe that a thread reads.
/// One instance at a time; releasing it restores the default actions.
public final class ShutdownSignals {
    private let readEnd: Int32
    private let writeEnd: Int32
    private static let watched = [SIGTERM, SIGINT]

    /// Starts watching; keep the returned value alive for as long as the signals should be handled.
    public init(_ action: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [-1, -1]
        pipe(&ends)
        readEnd = ends[0]
        writeEnd = ends[1]
        signalPipeWriteEnd = writeEnd
        let readEnd = self.readEnd
        let thread = Thread {
            var number: Int32 = 0
            while read(readEnd, &number, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size {
                action(number)
            }
            close(readEnd)
        }
        thread.name = "shutdown-signals"
        thread.start()
        for number in Self.watched {
            var handler = sigaction()
            handler.__sigaction_handler.sa_handler = { number in
                var value = number
                _ = write(signalPipeWriteEnd, &value, MemoryLayout<Int32>.size)
            }
            handler.sa_flags = SA_RESTART
            sigemptyset(&handler.sa_mask)
            sigaction(number, &handler, nil)
        }
    }

    deinit {
        for number in Self.watched { signal(number, SIG_DFL) }
        signalPipeWriteEnd = -1
        close(writeEnd)
    }
}
