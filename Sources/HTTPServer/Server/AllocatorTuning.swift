import CHTTPSystem
import Glibc

/// glibc allocator settings for a server whose every request allocates and frees buffers of tens
/// of kilobytes (a rendered page, the data it was rendered from, the response).
///
/// By default glibc gives the free memory at the top of a heap back to the system once 128 KiB
/// of it is free, and maps blocks from 128 KiB upwards on their own. Under load the same pages
/// were then returned and faulted in again on every request, with TLB shootdowns across threads:
/// about a fifth of the app's list page CPU time (`Benchmarks/list-page.sh`, measured with glibc's
/// `MALLOC_*_` environment variables first). Call `apply()` once at start-up, before serving.
public enum AllocatorTuning {
    /// Free memory a heap keeps at its top before giving it back: 64 MiB.
    public static let trimThreshold = 64 << 20
    /// What a heap grows by beyond a request: 16 MiB.
    public static let topPad = 16 << 20
    /// The size from which a block is mapped on its own: 4 MiB.
    public static let mmapThreshold = 4 << 20
    /// The heaps all threads share: one. glibc gives back the free top of the main heap only
    /// (`malloc_trim` leaves a thread's own heap its top, which it trims only past
    /// `trimThreshold`, more than such a heap can hold): with a heap per thread, the memory 150
    /// posts of 1 MiB took stayed (107 MiB 10 s after, 55 MiB idle). Small blocks come from each
    /// thread's own cache (tcache) without the heap's lock.
    public static let arenaLimit = 1

    /// Applies the settings, unless the environment sets any of glibc's `MALLOC_TRIM_THRESHOLD_`,
    /// `MALLOC_TOP_PAD_`, `MALLOC_MMAP_THRESHOLD_` or `MALLOC_ARENA_MAX` (then glibc's own reading
    /// of them stands).
    /// - Returns: whether the settings were applied.
    @discardableResult
    public static func apply() -> Bool {
        let names = ["MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_ARENA_MAX"]
        guard names.allSatisfy({ getenv($0) == nil }) else { return false }
        return chttp_tune_allocator(Int32(trimThreshold), Int32(topPad), Int32(mmapThreshold), Int32(arenaLimit)) == 1
    }

    /// Gives the free memory of every heap back to the system (glibc's `malloc_trim(0)`): for a
    /// server that has gone quiet after load (`HTTPServer.Configuration.idleMemoryRelease`).
    public static func releaseFreeMemory() {
        chttp_release_free_memory()
    }
}
