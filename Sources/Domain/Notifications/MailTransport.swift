/// Hands email to the mail system (a `sendmail`-compatible command, in production).
public protocol MailTransport: Sendable {
    /// Hands `message` over; returns once the mail system has taken it.
    func send(_ message: MailMessage) async throws(DeliveryFailure)
}
