import Glibc
import HTTPServer
import Testing

@Suite(.serialized) struct AllocatorTuningTests {
    @Test func apply_setsGlibcsThresholds_whenTheEnvironmentSetsNone() {
        #expect(getenv("MALLOC_TRIM_THRESHOLD_") == nil)
        #expect(AllocatorTuning.apply())
    }

    @Test func apply_leavesGlibcsOwnReadingOfTheEnvironment_whenAVariableIsSet() {
        setenv("MALLOC_TOP_PAD_", "1048576", 1)
        defer { unsetenv("MALLOC_TOP_PAD_") }
        #expect(!AllocatorTuning.apply())
    }
}
