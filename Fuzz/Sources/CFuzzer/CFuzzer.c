// The declarations are in include/CFuzzer.h; libFuzzer provides the definitions.
