import Entities
import Foundation
import GRDB

/// A row of `feedback` (see `AppDatabase.schemaV9Feedback`).
struct FeedbackRecord: Codable, Sendable, AppRecord {
    static let databaseTableName = "feedback"

    /// The values of `status`.
    enum Status: String, Codable, Sendable {
        case queued, delivered, failed
    }

    var id: Int64?
    var userID: Int64?
    var email: String
    var displayName: String
    var kind: String
    var message: String
    var mayReply: Bool
    var createdAt: Date
    var status: Status
    var attempts: Int
    var nextAttemptAt: Date?
    var deliveredAt: Date?
    var failureReason: String?
}

extension FeedbackRecord {
    /// A new row for the validated `draft` from `user`: queued, due at once.
    init(draft: FeedbackDraft, user: User, createdAt: Date) {
        self.init(
            id: nil, userID: user.id, email: user.email, displayName: user.displayName, kind: draft.kind.rawValue,
            message: draft.message, mayReply: draft.mayReply, createdAt: createdAt, status: .queued, attempts: 0,
            nextAttemptAt: createdAt
        )
    }

    /// The entity; a stored row always has its id, and its CHECKs give each status its column.
    /// A kind written by hand in the file that the app does not know reads as `other`.
    var feedback: Feedback {
        let status: FeedbackStatus = switch self.status {
        case .queued: .queued
        case .delivered: .delivered(at: deliveredAt ?? createdAt)
        case .failed: .failed(reason: failureReason ?? "")
        }
        return Feedback(
            id: id ?? 0, userID: userID, email: email, displayName: displayName, kind: FeedbackKind(rawValue: kind) ?? .other,
            message: message, mayReply: mayReply, createdAt: createdAt, status: status, attempts: attempts
        )
    }
}
