#include "TestProcessSetup.h"

// Defined in PlaygroundTestSupport (MainSerialExecutor.swift).
extern void playground_tests_use_main_serial_executor(void);

// Turns the main serial executor on before the first test starts. The setting is process-wide,
// and a TestStore puts back, when it goes away, the value it found when it was made, as TCA's
// does: were the process to start with it off, the first test store to go away would turn it
// off under every test still running, playground sessions included, which rely on it.
__attribute__((constructor)) static void useMainSerialExecutorFromTheStart(void) {
  playground_tests_use_main_serial_executor();
}
