// libFuzzer's driver entry point (compiler-rt FuzzerInterface.h), so a Swift main can run it.
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
