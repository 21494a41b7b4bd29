extension HTTPServer {
    /// Where the server listens and the limits it enforces; the defaults are the documented ones.
    public struct Configuration: Sendable {
        /// The address to bind, `127.0.0.1` by default.
        public var host = "127.0.0.1"
        /// The port to bind; 0 picks a free one (see `HTTPServer.port`).
        public var port = 8080
        /// The listen backlog.
        public var backlog: Int32 = 4096
        /// Request size limits.
        public var limits = RequestDecoder.Limits()
        /// A request head must arrive within this time of its first byte (or of the connection).
        public var headerTimeout: Duration = .seconds(10)
        /// A request body must arrive within this time of its head.
        public var bodyTimeout: Duration = .seconds(30)
        /// A keep-alive connection with no request in flight is closed after this time.
        public var idleTimeout: Duration = .seconds(60)
        /// A response must be taken by the client within this time per write.
        public var writeTimeout: Duration = .seconds(30)
        /// After this many requests a connection is closed (the last answer says `Connection: close`).
        public var maxRequestsPerConnection = 1000
        /// Beyond this many open connections, new ones get a `503` and are closed.
        public var maxConnections = 10_000
        /// How long shutdown waits for in-flight requests before closing their connections.
        public var shutdownGracePeriod: Duration = .seconds(10)
        /// Header fields added to every response the server sends — its own answers (400, 408,
        /// 413, 414, 431, 503, 505, …) included — unless the response sets the field itself: for
        /// example an app's security headers. `HTTPServer.init` refuses an invalid one.
        public var headers: HTTPHeaders = [:]
        /// Whether to log one line per request at `info`.
        public var accessLog = true
        /// The most body bytes held at once across all connections: a request whose body would
        /// go beyond it is answered `503` with `Retry-After` and closed, so that many large
        /// bodies arriving together cannot take the process's memory. 32 MiB by default.
        public var maxBufferedBodyBytes = 32 << 20
        /// After a spell with requests, once none has started for this long, the server calls
        /// `releaseFreeMemory`, so that memory taken under load goes back to the system; nil
        /// (the default) never does.
        public var idleMemoryRelease: Duration?
        /// What `idleMemoryRelease` calls: `AllocatorTuning.releaseFreeMemory` by default.
        public var releaseFreeMemory: @Sendable () -> Void = { AllocatorTuning.releaseFreeMemory() }

        /// The defaults.
        public init() {}

        /// The defaults, listening on `host:port`.
        public init(host: String, port: Int) {
            self.host = host
            self.port = port
        }
    }
}
