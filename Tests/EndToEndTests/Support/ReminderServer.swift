import Foundation
import Glibc

/// The real `reminders` executable running as a child process on a free port of 127.0.0.1.
///
/// Start it with `start(…)`, which returns once the server has said where it listens; stop it
/// with `stop()`, which sends `SIGTERM` and waits, and kills it if it lingers.
final class ReminderServer {
    /// The port the server listens on.
    let port: Int
    private let process: ChildProcess
    private let output: ServerOutput

    private init(port: Int, process: ChildProcess, output: ServerOutput) {
        self.port = port
        self.process = process
        self.output = output
    }

    /// How the process ended.
    enum Termination: Equatable, CustomStringConvertible {
        /// It exited by itself with this status.
        case exited(Int32)
        /// A signal other than ours ended it.
        case signalled(Int32)
        /// It did not stop within the time allowed after `SIGTERM` and was killed.
        case killedAfterTimeout

        init(_ status: ChildProcess.Status) {
            switch status {
            case .exited(let code): self = .exited(code)
            case .signalled(let signal): self = .signalled(signal)
            }
        }

        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "signal \(signal)"
            case .killedAfterTimeout: "no exit after SIGTERM, so it was killed"
            }
        }
    }

    /// Starts `reminders` with `arguments` after `--host 127.0.0.1 --port 0`, in `folder` (where
    /// anything it writes beside its database lands), and waits until it logs its address.
    /// - Throws: when it cannot be found, exits early, or says nothing within `timeout`.
    static func start(arguments: [String], in folder: URL, timeout: Duration = .seconds(30)) async throws -> ReminderServer {
        let process = try ChildProcess(
            executable: try RemindersExecutable.url().path,
            arguments: ["--host", "127.0.0.1", "--port", "0"] + arguments,
            environment: environment(), directory: folder.path
        )
        let output = ServerOutput()
        output.read(from: process.output)

        let deadline = ContinuousClock.now + timeout
        // The checks come after every pause, the last included: when the suite's other tests
        // keep the cooperative threads busy, one pause can outlast the deadline, and a server
        // that started (or exited) meanwhile must still be seen.
        while true {
            if let port = output.port { return ReminderServer(port: port, process: process, output: output) }
            if !process.isRunning {
                let reason = switch process.waitUntilExit() {
                case .exited(let status): "it exited with status \(status)"
                case .signalled(let signal): "signal \(signal) ended it"
                }
                throw StartFailure(reason: reason, output: await output.textAtEnd(waitingUpTo: 5))
            }
            if ContinuousClock.now >= deadline { break }
            await pause()
        }
        process.send(SIGKILL)
        process.waitUntilExit()
        throw StartFailure(reason: "it did not say where it listens within \(timeout)", output: output.text)
    }

    /// The server's process id, for limits a test sets on it (`prlimit`).
    var pid: pid_t { process.pid }

    /// Everything the server wrote to standard output and standard error so far.
    var log: String { output.text }

    /// Sends `SIGTERM` and waits for the process to end; after `timeout` kills it.
    func stop(timeout: Duration = .seconds(5)) async -> Termination {
        process.send(SIGTERM)
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline { await pause() }
        if process.isRunning {
            process.send(SIGKILL)
            process.waitUntilExit()
            return .killedAfterTimeout
        }
        return Termination(process.waitUntilExit())
    }

    /// The test's environment without the variables the app reads, so a developer's shell
    /// cannot change what the flags say (`RELOAD_TEMPLATES` has no flag to undo it).
    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in [
            "HOST", "PORT", "DATABASE_PATH", "TEMPLATES_PATH", "PUBLIC_PATH", "TIME_ZONE", "LOG_LEVEL", "RELOAD_TEMPLATES",
            "PUBLIC_URL", "TRUST_PROXY", "INSECURE_FAST_PASSWORD_HASHING", "CLOCK_START", "FEEDBACK_URL",
        ] {
            environment[name] = nil
        }
        return environment
    }

    /// A short wait between polls, even in a cancelled task (where `Task.sleep` returns at once).
    private static func pause() async {
        if Task.isCancelled { usleep(20_000) } else { try? await Task.sleep(for: .milliseconds(20)) }
    }

    private func pause() async { await Self.pause() }

    struct StartFailure: Error, CustomStringConvertible {
        let reason: String
        let output: String
        var description: String { "reminders did not start: \(reason). Its output:\n\(output)" }
    }
}
