import Domain
import Entities
import Foundation

extension OutboxRepository {
    /// Claims what is due at `now` on every channel for `owner` (a live process's leases kept,
    /// as the engine claims), at most `limit`.
    func due(at now: Date, limit: Int, owner: DeliveryProcess.ID = "test-process") async throws(RepositoryError) -> [OutboundNotification] {
        try await claim(
            at: now, ownersAliveSince: now.addingTimeInterval(-DeliveryProcess.ownerPresumedDeadAfter), channels: Set(OutboundChannel.allCases),
            limit: limit, owner: owner
        )
    }

    /// Stores `payloads` for no account, due at `date`.
    func enqueue(_ payloads: [OutboundNotification.Payload], at date: Date) async throws(RepositoryError) {
        try await enqueue(payloads, for: nil, at: date)
    }
}
