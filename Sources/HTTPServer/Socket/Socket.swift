import CHTTPSystem
import Glibc

/// Thin wrappers over the socket calls the server makes, in one place.
enum Socket {
    /// Opens a non-blocking TCP listener on `host:port` (port 0 picks a free one); returns it and the bound port.
    static func listen(host: String, port: Int, backlog: Int32) throws -> (descriptor: Int32, port: Int) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var result: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &result)
        guard status == 0, let info = result else {
            throw SocketError("getaddrinfo(\(host)): \(String(cString: gai_strerror(status)))", code: EINVAL)
        }
        defer { freeaddrinfo(result) }
        let descriptor = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SocketError("socket") }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let error = SocketError("bind(\(host):\(port))")
            close(descriptor)
            throw error
        }
        guard Glibc.listen(descriptor, backlog) == 0 else {
            let error = SocketError("listen")
            close(descriptor)
            throw error
        }
        return (descriptor, try boundPort(descriptor))
    }

    private static func boundPort(_ descriptor: Int32) throws -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { throw SocketError("getsockname") }
        let family = storage.ss_family
        return withUnsafePointer(to: &storage) { pointer in
            if family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }

    /// Accepts one connection, non-blocking, with TCP_NODELAY set; returns nil with `errno` set when none.
    static func accept(_ listener: Int32) -> Int32? {
        let descriptor = chttp_accept(listener)
        guard descriptor >= 0 else { return nil }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        return descriptor
    }

    /// The numeric address of a connected socket's peer, or nil.
    static func peerAddress(_ descriptor: Int32) -> String? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                guard getpeername(descriptor, address, &length) == 0 else { return Int32(-1) }
                return getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
            }
        }
        guard status == 0 else { return nil }
        // The name ends at its NUL; the rest of the buffer is padding.
        return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Raises the soft limit of open files to the hard limit, so the connection cap can be reached.
    static func raiseOpenFileLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(RLIMIT_NOFILE_VALUE, &limit) == 0 else { return 0 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(RLIMIT_NOFILE_VALUE, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// How many descriptors the process has open now: the entries of `/proc/self/fd` (less the
    /// one reading it), or where that cannot be read, the descriptors below `limit` that are open.
    static func openDescriptorCount(below limit: Int) -> Int {
        if let entries = entryCount(ofDirectory: "/proc/self/fd") { return max(0, entries - 1) }
        return (0..<Int32(clamping: min(limit, 1 << 16))).count { fcntl($0, F_GETFD) != -1 }
    }

    /// The entries of a directory, `.` and `..` left out; nil when it cannot be opened.
    ///
    /// Only the first byte of each entry's name is read, through the pointer: `entry.pointee`
    /// would copy a whole `dirent`, and the kernel packs entries shorter than that, so the copy of
    /// the last one read past glibc's buffer (valgrind counted 1,353 invalid reads with 1,412
    /// descriptors open, and the parallel test run died of it with signal 11).
    static func entryCount(ofDirectory path: String) -> Int? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = UnsafeRawPointer(entry) + direntNameOffset
            let isDotOrDotDot = name.load(as: UInt8.self) == UInt8(ascii: ".")
                && (name.load(fromByteOffset: 1, as: UInt8.self) == 0
                    || (name.load(fromByteOffset: 1, as: UInt8.self) == UInt8(ascii: ".")
                        && name.load(fromByteOffset: 2, as: UInt8.self) == 0))
            if !isDotOrDotDot { count += 1 }
        }
        return count
    }

    private static let direntNameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    private static var RLIMIT_NOFILE_VALUE: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_NOFILE.rawValue) }
}
