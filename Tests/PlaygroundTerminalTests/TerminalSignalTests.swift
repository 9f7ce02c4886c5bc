import Testing

/// Everything that installs signal handlers in the test process runs here, one test at a time:
/// libedit keeps its handlers in process-wide state while it reads, and `InterruptSignal`
/// replaces the SIGINT handler for the whole process.
@Suite(.serialized) struct TerminalSignalTests {}
