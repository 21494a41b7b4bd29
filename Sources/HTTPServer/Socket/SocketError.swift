import Glibc

/// A failed socket call, with the call's name and `errno`.
public struct SocketError: Error, Sendable, CustomStringConvertible {
    /// The system call that failed.
    public let operation: String
    /// The `errno` it left.
    public let code: Int32

    init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    public var description: String { "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))" }
}

/// Why a wait for a socket to become ready ended without it becoming ready.
enum SocketWaitError: Error, Equatable {
    /// The deadline passed.
    case timedOut
    /// The server is shutting down and the socket was idle.
    case shuttingDown
    /// The socket was closed (by shutdown's force-close or the peer).
    case closed
}
