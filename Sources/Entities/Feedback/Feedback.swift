import Foundation

/// A message a person sent to the operator, as stored until (and after) it is delivered.
///
/// It keeps a copy of the account's email and display name as they were when it was sent: the
/// operator reads who wrote, even after the account changed its name or was deleted.
public struct Feedback: Sendable, Equatable, Identifiable {
    /// The storage's identifier.
    public typealias ID = Int64

    /// The storage's identifier, in the order feedback was sent.
    public let id: ID
    /// The account that sent it; nil once that account has been deleted.
    public var userID: User.ID?
    /// The account's email when it was sent.
    public var email: String
    /// The account's display name when it was sent.
    public var displayName: String
    /// What it is about.
    public var kind: FeedbackKind
    /// The message, trimmed: 10–2,000 characters (`FeedbackDraft.messageRule`).
    public var message: String
    /// Whether the operator may answer at `email`.
    public var mayReply: Bool
    /// When it was sent.
    public var createdAt: Date
    /// Where it is on its way to the operator.
    public var status: FeedbackStatus
    /// How many times delivery was tried so far.
    public var attempts: Int

    /// Creates a piece of feedback.
    public init(
        id: ID, userID: User.ID?, email: String, displayName: String, kind: FeedbackKind, message: String, mayReply: Bool,
        createdAt: Date, status: FeedbackStatus, attempts: Int
    ) {
        self.id = id
        self.userID = userID
        self.email = email
        self.displayName = displayName
        self.kind = kind
        self.message = message
        self.mayReply = mayReply
        self.createdAt = createdAt
        self.status = status
        self.attempts = attempts
    }

    /// The address the operator may answer at: the email when the person allowed a reply, nil
    /// otherwise, so that whatever is handed on carries the address only with consent.
    public var replyTo: String? { mayReply ? email : nil }
}
