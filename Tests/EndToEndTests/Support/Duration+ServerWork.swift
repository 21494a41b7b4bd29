extension Duration {
    /// How long a test waits for the server's background work: feedback delivery, whose first
    /// attempt may time out under the suite's load and is retried 30 to 45 s later, and alerts and
    /// mail, looked at every 5 s, come in their own time.
    static let serverBackgroundWork = Duration.seconds(90)
}
