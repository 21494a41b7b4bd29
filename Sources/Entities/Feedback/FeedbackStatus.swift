import Foundation

/// Where a piece of feedback is on its way to the operator.
public enum FeedbackStatus: Sendable, Equatable {
    /// Stored, and waiting for its first or next attempt.
    case queued
    /// The operator's endpoint took it at this instant.
    case delivered(at: Date)
    /// The operator's endpoint refused it for good (a 4xx), for this reason; it is not tried again.
    case failed(reason: String)
}
