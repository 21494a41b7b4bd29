import Foundation
import Glibc

/// Runs a mail command once: its input written to its standard input, its standard error kept
/// (the first `errorLimit` bytes), the run cut at a time limit.
///
/// Started with `posix_spawn` rather than Foundation's `Process`: on Swift 6.3.1 for Linux
/// `Process.run()` now and then crashes the calling process while it lists `/proc/self/fd`
/// (swiftlang/swift-corelibs-foundation#5472; the end-to-end tests' `ChildProcess` met it), and a
/// server with hundreds of sockets open is where it strikes. The child gets its own process group,
/// so that a time limit ends whatever it started too, and no descriptor of the server but its
/// three. Its pipes are read and written on threads of their own, never through
/// `FileHandle.readabilityHandler` (swift-corelibs-libdispatch#949).
struct MailCommand: Sendable {
    /// How a run ended.
    enum Outcome: Equatable {
        /// It exited with `status`, having written `errors` to standard error.
        case exited(status: Int32, errors: String)
        /// A signal ended it (not ours).
        case signalled(Int32, errors: String)
        /// It ran past the limit and was stopped.
        case timedOut(errors: String)
        /// It could not be started (`reason`: no such file, not executable…).
        case couldNotStart(reason: String)
    }

    /// The executable's path (absolute, or found on `PATH`) and its arguments.
    let arguments: [String]
    /// How long it may run before it is sent SIGTERM.
    let timeLimit: TimeInterval
    /// How long after SIGTERM before SIGKILL.
    let killGrace: TimeInterval
    /// The most bytes of standard error kept.
    let errorLimit = 2_000

    /// Runs the command, with `extra` after its own arguments, with `input` on its standard
    /// input, on threads of its own.
    func run(input: [UInt8], adding extra: [String] = []) async -> Outcome {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: runBlocking(input: input, adding: extra)) }.start()
        }
    }

    private func runBlocking(input: [UInt8], adding extra: [String]) -> Outcome {
        guard let name = arguments.first, let executable = Self.resolve(name) else {
            return .couldNotStart(reason: "no command “\(arguments.first ?? "")” found")
        }
        var inputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0 else { return .couldNotStart(reason: "no pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&errorPipe) == 0 else {
            inputPipe.forEach { close($0) }
            return .couldNotStart(reason: "no pipe: \(String(cString: strerror(errno)))")
        }
        for descriptor in inputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let spawned = spawn(executable, extra: extra, stdin: inputPipe[0], stderr: errorPipe[1])
        close(inputPipe[0])
        close(errorPipe[1])
        guard case .success(let pid) = spawned else {
            close(inputPipe[1])
            close(errorPipe[0])
            if case .failure(let reason) = spawned { return .couldNotStart(reason: reason) }
            return .couldNotStart(reason: "unknown")
        }
        let errors = PipeReader(descriptor: errorPipe[0], limit: errorLimit)
        let inputEnd = inputPipe[1]
        Thread { Self.write(input, to: inputEnd) }.start()
        let status = wait(for: pid)
        switch status {
        case .exited(let code): return .exited(status: code, errors: errors.text(waitingUpTo: 1))
        case .signalled(let signal): return .signalled(signal, errors: errors.text(waitingUpTo: 1))
        case .timedOut: return .timedOut(errors: errors.text(waitingUpTo: 0.2))
        }
    }

    private enum Ending { case exited(Int32), signalled(Int32), timedOut }

    /// Waits for `pid` until the limit, then stops its group: SIGTERM, SIGKILL after the grace.
    private func wait(for pid: pid_t) -> Ending {
        let deadline = Date().addingTimeInterval(timeLimit)
        while Date() < deadline {
            if let ending = Self.reap(pid, blocking: false) { return ending }
            usleep(5_000)
        }
        kill(-pid, SIGTERM)
        let killAt = Date().addingTimeInterval(killGrace)
        while Date() < killAt {
            if Self.reap(pid, blocking: false) != nil { kill(-pid, SIGKILL); return .timedOut }
            usleep(5_000)
        }
        kill(-pid, SIGKILL)
        _ = Self.reap(pid, blocking: true)
        return .timedOut
    }

    private static func reap(_ pid: pid_t, blocking: Bool) -> Ending? {
        var raw: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &raw, blocking ? 0 : WNOHANG) } while result == -1 && errno == EINTR
        guard result == pid else { return nil }
        // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the
        // terminating signal, 0 for a normal exit, whose status is the next 8 bits.
        let signal = raw & 0x7F
        return signal == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(signal)
    }

    private enum Spawned { case success(pid_t), failure(String) }

    private func spawn(_ executable: String, extra: [String], stdin: Int32, stderr: Int32) -> Spawned {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        _ = Self.addCloseFrom(&actions, 3)
        let argv = ([executable] + arguments.dropFirst() + extra).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], environ)
        return code == 0 ? .success(pid) : .failure("cannot start \(executable): \(String(cString: strerror(code)))")
    }

    /// Writes `bytes` and closes the pipe; a command that exits without reading ends the write
    /// (EPIPE: SIGPIPE is ignored, as the HTTP server ignores it).
    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        signal(SIGPIPE, SIG_IGN)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 { offset += written } else if written == -1 && errno == EINTR { continue } else { break }
        }
        close(descriptor)
    }

    /// The path of `name`: itself when it has a `/`, else the first executable of that name on `PATH`.
    static func resolve(_ name: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    // glibc has it since 2.34 but declares it only for _GNU_SOURCE, which Swift's Glibc module
    // is not built with: it is looked up by name (as `ChildProcess` in the end-to-end tests does).
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    private static func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) -> Int32 {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return ENOSYS }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)(actions, lowest)
    }
}

/// Reads a pipe to its end on a thread of its own, keeping its first bytes.
private final class PipeReader: @unchecked Sendable {
    private let lock = NSCondition()
    private var bytes: [UInt8] = []
    private var finished = false

    init(descriptor: Int32, limit: Int) {
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count == -1 && errno == EINTR { continue }
                guard count > 0 else { break }
                lock.withLock { if bytes.count < limit { bytes += buffer[0..<min(count, limit - bytes.count)] } }
            }
            close(descriptor)
            lock.withLock { finished = true; lock.broadcast() }
        }.start()
    }

    /// What was read, after waiting up to `seconds` for the pipe's end (a grandchild may hold it open).
    func text(waitingUpTo seconds: TimeInterval) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        return lock.withLock {
            while !finished && lock.wait(until: deadline) {}
            return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
