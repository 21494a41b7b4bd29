/// What the web layer should answer after an action: the page, a redirect, or an error.
public enum Outcome: Sendable, Equatable {
    /// Show the page from the state (200).
    case none
    /// It worked: go to the `Route` and show `flash` once (303; nil: the page says it all
    /// itself), with an Undo button when the action can be taken back.
    case redirect(Route, flash: FlashText?, undo: Undo? = nil)
    /// A rule was broken: show the page again with the messages beside the fields (422).
    case invalid
    /// The list or reminder does not exist (404).
    case notFound
    /// The person's role on the list does not allow what they asked: a viewer's change, an
    /// editor's rename (403, saying so).
    case forbidden
    /// A password was tried too often in vain: the message saying how long to wait, and the
    /// wait in seconds (429 with `Retry-After`).
    case tooManyAttempts(String, retryAfter: Int)
    /// A link mailed to the person cannot be used (expired, used, unknown): show the page from
    /// the state, saying why and how to get a new one (410).
    case refused
    /// Storage failed: the user-facing message from the catalog, and the cause, for the log.
    case failed(String, cause: String)
}
