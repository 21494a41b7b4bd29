import CHTTPSystem
import Glibc

/// Writes whole buffers and file regions to a non-blocking socket, awaiting writability as needed.
struct SocketWriter {
    let handle: SocketHandle
    /// Nanoseconds a single wait for writability may take.
    let timeout: UInt64

    /// Sends every byte, or throws.
    func write(_ bytes: [UInt8]) async throws {
        try await write(bytes, [])
    }

    /// Sends `head` then `body`, every byte, or throws: both buffers go to one `sendmsg` call
    /// rather than being copied into one array first (a list page's body is about 50 KB).
    func write(_ head: [UInt8], _ body: [UInt8]) async throws {
        let total = head.count + body.count
        var offset = 0
        while offset < total {
            let sent = head.withUnsafeBytes { head in
                body.withUnsafeBytes { body in
                    withUnsafeTemporaryAllocation(of: iovec.self, capacity: 2) { vectors in
                        // What is left: the rest of the head and all the body, or the rest of the body.
                        var count = 0
                        if offset < head.count {
                            vectors[0] = iovec(iov_base: UnsafeMutableRawPointer(mutating: head.baseAddress! + offset), iov_len: head.count - offset)
                            count = 1
                        }
                        let bodyOffset = max(0, offset - head.count)
                        if bodyOffset < body.count {
                            vectors[count] = iovec(iov_base: UnsafeMutableRawPointer(mutating: body.baseAddress! + bodyOffset), iov_len: body.count - bodyOffset)
                            count += 1
                        }
                        var message = msghdr()
                        message.msg_iov = vectors.baseAddress
                        message.msg_iovlen = count
                        return sendmsg(handle.descriptor, &message, Int32(MSG_NOSIGNAL))
                    }
                }
            }
            if sent >= 0 {
                offset += sent
                continue
            }
            try await handleFailure(operation: "sendmsg")
        }
    }

    /// Sends `length` bytes of `file` from `offset` with sendfile, never reading it into memory.
    func sendFile(_ file: OpenFile, offset: Int, length: Int) async throws {
        var position = off_t(offset)
        var remaining = length
        while remaining > 0 {
            let sent = chttp_sendfile(handle.descriptor, file.descriptor, &position, min(remaining, 1 << 20))
            if sent > 0 {
                remaining -= sent
                continue
            }
            if sent == 0 { throw SocketError("sendfile: file shorter than announced", code: EIO) }
            try await handleFailure(operation: "sendfile")
        }
    }

    private func handleFailure(operation: String) async throws {
        let code = errno
        switch code {
        case EAGAIN, EWOULDBLOCK:
            try await handle.wait(for: .write, deadline: Monotonic.now() + timeout)
        case EINTR:
            return
        default:
            throw SocketError(operation, code: code)
        }
    }
}

/// The writer a streamed body writes to: chunked framing on HTTP/1.1, raw until close on 1.0.
struct StreamedBodyWriter: ResponseBodyWriter {
    let socket: SocketWriter
    let chunked: Bool

    func write(_ bytes: [UInt8]) async throws {
        guard !bytes.isEmpty else { return }
        guard chunked else { return try await socket.write(bytes) }
        var frame = Array(String(bytes.count, radix: 16).utf8)
        frame.reserveCapacity(frame.count + bytes.count + 4)
        frame.append(contentsOf: [ASCII.cr, ASCII.lf])
        frame.append(contentsOf: bytes)
        frame.append(contentsOf: [ASCII.cr, ASCII.lf])
        try await socket.write(frame)
    }

    /// Ends a chunked body.
    func finish() async throws {
        if chunked { try await socket.write(Array("0\r\n\r\n".utf8)) }
    }
}
