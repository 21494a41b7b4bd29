import Foundation
import Glibc

/// A child process started with `posix_spawn`, standing in for Foundation's `Process`.
///
/// On Swift 6.3.1 for Linux, `Process.run()` now and then crashes the calling process: it copies
/// a whole 256-byte `dirent.d_name` while listing `/proc/self/fd`, reading past glibc's buffer
/// (swiftlang/swift-corelibs-foundation#5472). The test process, with hundreds of sockets open,
/// hit it in CI, and the crash handler then hung the whole `swift test` run.
///
/// The child starts in `directory`, with standard input from `/dev/null`, standard output and
/// error into a pipe read through `output`, and no other descriptor of the test process: a socket
/// a test closes must not stay open in a server it started.
final class ChildProcess: @unchecked Sendable {
    /// How a process ended.
    enum Status: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case signalled(Int32)
    }

    /// The process id.
    let pid: pid_t
    /// The read end of the pipe the child's standard output and error go to.
    let output: FileHandle
    // Set once, when the process is reaped; every access holds the lock.
    private let lock = NSLock()
    private var status: Status?

    /// Starts `executable` with `arguments` (after its own path) and exactly `environment`.
    /// - Throws: `SpawnError` when glibc lacks what it needs or `posix_spawn` fails.
    init(executable: String, arguments: [String], environment: [String: String], directory: String) throws {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw SpawnError(step: "make a pipe", code: errno) }
        // Close-on-exec, so that no other child inherits them; this one gets its copies as 1 and 2.
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer { close(descriptors[1]) }
        // Closes the read end when it goes, also when starting fails below.
        let output = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        try Self.check(posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0), "open /dev/null")
        try Self.check(posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1), "dup2 the output")
        try Self.check(posix_spawn_file_actions_adddup2(&actions, descriptors[1], 2), "dup2 the output")
        try Self.check(Self.addClose(&actions, 3), "close the test's descriptors")
        try Self.check(Self.addChangeDirectory(&actions, directory), "change directory")

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        try Self.check(posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil]), "spawn \(executable)")
        self.pid = pid
        self.output = output
    }

    /// Whether it still runs; reaps it, without waiting, once it has ended.
    var isRunning: Bool { reap(waiting: false) == nil }

    /// Waits until it ends, and says how.
    @discardableResult
    func waitUntilExit() -> Status {
        reap(waiting: true)!
    }

    /// Sends `signal` unless it has been reaped (whose pid may belong to another process by then).
    func send(_ signal: Int32) {
        lock.withLock { if status == nil { _ = kill(pid, signal) } }
    }

    private func reap(waiting: Bool) -> Status? {
        lock.withLock {
            if let status { return status }
            var raw: Int32 = 0
            var result: pid_t
            repeat { result = waitpid(pid, &raw, waiting ? 0 : WNOHANG) } while result == -1 && errno == EINTR
            guard result == pid else { return nil }
            // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the
            // terminating signal, 0 for a normal exit, whose status is the next 8 bits.
            let signal = raw & 0x7F
            status = signal == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(signal)
            return status
        }
    }

    /// A failed step of starting a process.
    struct SpawnError: Error, CustomStringConvertible {
        let step: String
        let code: Int32
        var description: String { "cannot \(step): \(String(cString: strerror(code)))" }
    }

    private static func check(_ code: Int32, _ step: String) throws {
        if code != 0 { throw SpawnError(step: step, code: code) }
    }

    // glibc has both since 2.34 (closefrom) and 2.29 (chdir), but declares them only for
    // _GNU_SOURCE, which Swift's Glibc module is not built with: they are looked up by name.
    private typealias AddClose = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    private static func addClose(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) -> Int32 {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return ENOSYS }
        return unsafeBitCast(symbol, to: AddClose.self)(actions, lowest)
    }

    private static func addChangeDirectory(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String) -> Int32 {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return ENOSYS }
        return unsafeBitCast(symbol, to: AddChangeDirectory.self)(actions, path)
    }
}
