import Glibc

/// Serves files under a root folder (`Public/`), streamed, with validators and caching headers.
///
/// Only regular files strictly inside the root are served: `..` and `.` segments, encoded
/// slashes, NUL bytes and backslashes are a `400`; dotfiles, folders, missing files and
/// symlinks that lead outside the root are a `404`.
public struct StaticFiles: Sendable {
    /// The resolved root folder.
    public let root: String
    /// The `Cache-Control` value sent with every file.
    public let cacheControl: String

    /// Serves files under `root`; fails if the folder does not exist.
    public init(root: String, cacheControl: String = "public, max-age=3600") throws(HTTPError) {
        guard let resolved = StaticFiles.realPath(root) else {
            throw HTTPError(.internalServerError, "static root \(root) does not exist")
        }
        self.root = resolved
        self.cacheControl = cacheControl
    }

    /// Answers a `GET`/`HEAD` for the decoded path segments below the root (a route's `*`).
    public func response(for request: HTTPRequest, segments: [String]) throws(HTTPError) -> HTTPResponse {
        for segment in segments {
            if segment == ".." || segment == "." || segment.contains("/") || segment.contains("\\") || segment.contains("\0") {
                throw .badRequest("invalid file path")
            }
            if segment.isEmpty || segment.hasPrefix(".") { throw .notFound }
        }
        guard !segments.isEmpty, let resolved = Self.realPath(root + "/" + segments.joined(separator: "/")),
              resolved.hasPrefix(root + "/")
        else { throw .notFound }
        let descriptor = open(resolved, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw .notFound }
        let file = OpenFile(descriptor: descriptor)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .notFound }
        let size = Int(info.st_size)
        let modified = Int(info.st_mtim.tv_sec)
        let etag = "\"\(String(size, radix: 16))-\(String(modified, radix: 16))-\(String(info.st_mtim.tv_nsec / 1_000_000, radix: 16))\""
        var headers: HTTPHeaders = [
            "ETag": etag,
            "Last-Modified": HTTPDate.format(secondsSince1970: modified),
            "Cache-Control": cacheControl,
        ]
        if Self.isNotModified(request, etag: etag, modified: modified) {
            return HTTPResponse(status: .notModified, headers: headers)
        }
        headers.add(name: "Content-Type", value: MediaType.forFileName(segments.last ?? ""))
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        return HTTPResponse(status: .ok, headers: headers, body: .file(file, offset: 0, length: size))
    }

    /// RFC 9110 §13.2.2: If-None-Match wins; If-Modified-Since only counts without it.
    static func isNotModified(_ request: HTTPRequest, etag: String, modified: Int) -> Bool {
        if let match = request.headers["If-None-Match"] {
            let tags = match.split(separator: ",").map { $0.trimmingASCIIWhitespace() }
            return tags.contains { $0 == "*" || ($0.hasPrefix("W/") ? $0.dropFirst(2) : $0) == etag }
        }
        if let since = request.headers["If-Modified-Since"], let date = HTTPDate.parse(since) {
            return modified <= date
        }
        return false
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
