import Foundation
import Glibc

extension PseudoTerminal {
  enum Termination: Equatable {
    case exited(Int32)
    case signalled(Int32)
  }

  /// Starts `executable` with the terminal as its controlling terminal and standard input,
  /// output and error, in a session of its own (so Ctrl-C typed here reaches it, and nothing
  /// it signals reaches the test runner), with default signal handling and no blocked signals
  /// whatever the spawning thread had, and no other descriptors of this process.
  func spawn(
    _ executable: String,
    arguments: [String] = [],
    environment: [String: String] = ["TERM": "xterm", "LANG": "C.UTF-8"]
  ) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    let setSessionID: Int32 = 0x80  // POSIX_SPAWN_SETSID, which Swift's Glibc does not export
    posix_spawnattr_setflags(
      &attributes, Int16(setSessionID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    try Self.closeDescriptorsFromThree(&actions)
    // Opened after `setsid`, the terminal becomes the new session's controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, secondaryPath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)

    let argv = [executable] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let result = withCStrings(argv) { argv in
      withCStrings(envp) { envp in
        posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
      }
    }
    guard result == 0 else { throw SystemError(call: "posix_spawn \(executable)", code: result) }
    return pid
  }

  /// Waits for `pid` to end, reading its output meanwhile so it never blocks on a full
  /// terminal buffer.
  func waitForExit(_ pid: pid_t, timeout: Duration = defaultTimeout) async throws -> Termination {
    let deadline = ContinuousClock.now + timeout
    while true {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
      }
      if result < 0 && errno != EINTR { throw SystemError(call: "waitpid", code: errno) }
      guard ContinuousClock.now < deadline else {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw Timeout(expected: "exit of process \(pid)", seen: rawOutput)
      }
      await readAvailable(until: min(deadline, ContinuousClock.now + .milliseconds(20)))
    }
  }

  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34) is not in Swift's Glibc module.
  private static func closeDescriptorsFromThree(_ actions: inout posix_spawn_file_actions_t) throws
  {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
      throw SystemError(call: "dlsym posix_spawn_file_actions_addclosefrom_np", code: ENOSYS)
    }
    let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
    let result = closeFrom(&actions, 3)
    guard result == 0 else { throw SystemError(call: "addclosefrom_np", code: result) }
  }
}

/// Calls `body` with `strings` as a NULL-terminated C array, as `argv` and `envp` are.
private func withCStrings<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { pointers.forEach { free($0) } }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
