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
}
