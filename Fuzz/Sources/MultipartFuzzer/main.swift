import CFuzzer
import Glibc

// SwiftPM gives executables a Swift main, so libFuzzer is started through its driver entry point.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) })
