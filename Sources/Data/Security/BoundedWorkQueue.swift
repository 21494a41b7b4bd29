import Dispatch
import Foundation

/// Runs blocking work on threads of its own, at most `limit` pieces at once, awaited without
/// blocking: the caller's task suspends while it waits for a lane and while the work runs.
///
/// A password hash takes a fraction of a second of one core and (with scrypt) 128 MiB: run on
/// Swift's cooperative pool it would stall every other request on that thread, and a burst of
/// sign-ins run side by side would take memory without bound. Here the burst queues instead, no
/// cooperative thread is ever blocked, and each lane is a serial dispatch queue — which gets a
/// thread of its own even when the shared pool is busy (with GRDB's work, say).
final class BoundedWorkQueue: Sendable {
    private let lanes: LanePool

    /// A queue running at most `limit` pieces of work at once.
    init(label: String, limit: Int) {
        lanes = LanePool((0..<max(1, limit)).map { DispatchQueue(label: "\(label).\($0)", qos: .userInitiated) })
    }

    /// Waits for a free lane, runs `work` on it, and returns its result.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        let lane = await lanes.take()
        let result = await withCheckedContinuation { continuation in
            lane.async { continuation.resume(returning: work()) }
        }
        lanes.put(lane)
        return result
    }
}

/// The free lanes, handed out in turn to the tasks waiting for one (which suspend, never block).
private final class LanePool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [DispatchQueue]
    private var waiters: [CheckedContinuation<DispatchQueue, Never>] = []

    init(_ lanes: [DispatchQueue]) {
        free = lanes
    }

    /// A free lane, waiting for one to be put back when none is.
    func take() async -> DispatchQueue {
        await withCheckedContinuation { (continuation: CheckedContinuation<DispatchQueue, Never>) in
            let lane = lock.withLock { () -> DispatchQueue? in
                if let lane = free.popLast() { return lane }
                waiters.append(continuation)
                return nil
            }
            if let lane { continuation.resume(returning: lane) }
        }
    }

    /// Gives a lane back, to the longest waiter if there is one.
    func put(_ lane: DispatchQueue) {
        let waiter = lock.withLock { () -> CheckedContinuation<DispatchQueue, Never>? in
            if waiters.isEmpty {
                free.append(lane)
                return nil
            }
            return waiters.removeFirst()
        }
        waiter?.resume(returning: lane)
    }
}
