import Glibc
import HTTPServer
import Testing

/// Each test runs in a process of its own (an exit test): it changes the environment and the
/// allocator of the process it runs in, which the rest of the suite shares otherwise.
@Suite struct AllocatorTuningTests {
    @Test func apply_setsGlibcsThresholds_whenTheEnvironmentSetsNone() async {
        await #expect(processExitsWith: .success) {
            for name in ["MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_ARENA_MAX"] { unsetenv(name) }
            exit(AllocatorTuning.apply() ? EXIT_SUCCESS : EXIT_FAILURE)
        }
    }

    @Test func apply_leavesGlibcsOwnReadingOfTheEnvironment_whenAVariableIsSet() async {
        await #expect(processExitsWith: .success) {
            setenv("MALLOC_TOP_PAD_", "1048576", 1)
            exit(AllocatorTuning.apply() ? EXIT_FAILURE : EXIT_SUCCESS)
        }
    }

    @Test func releaseFreeMemory_givesTheHeapsFreeMemoryBackToTheSystem() async {
        await #expect(processExitsWith: .success) {
            AllocatorTuning.apply()
            // 48 MiB in blocks far below the mmap threshold, written to, then freed: below the
            // trim threshold, the heap keeps them.
            let size = 64 << 10
            let blocks = (0..<768).map { _ in
                let block = malloc(size)!
                memset(block, 1, size)
                return block
            }
            for block in blocks.reversed() { free(block) }
            let held = residentBytes()
            AllocatorTuning.releaseFreeMemory()
            exit(held - residentBytes() >= 32 << 20 ? EXIT_SUCCESS : EXIT_FAILURE)
        }
    }
}

/// The process's resident set, from the second number of `/proc/self/statm` (in pages).
private func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
    let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
