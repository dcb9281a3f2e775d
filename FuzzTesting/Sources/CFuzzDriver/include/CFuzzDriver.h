// libFuzzer's driver, as a program with its own `main` starts it (llvm.org/docs/LibFuzzer.html,
// "Using libFuzzer as a library"): SwiftPM names an executable's entry point itself, so the fuzz
// targets have a `@main` that hands over to this instead of linking libFuzzer's `main`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));
