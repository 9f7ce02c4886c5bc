#if canImport(Glibc)
  import Glibc
#endif

/// The process's environment variables, read from `environ`. Foundation's
/// `ProcessInfo.processInfo.environment` gives the same, but its first use costs about a
/// millisecond of the shell's start-up, a third of what the benchmark allows it over a binary
/// that does nothing (README "Benchmarks").
public enum ProcessEnvironment {
  /// The variables now; where a name appears twice, the first, as `getenv` reads it.
  public static var current: [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let separator = text.firstIndex(of: "=") {
        let name = String(text[..<separator])
        if variables[name] == nil { variables[name] = String(text[text.index(after: separator)...]) }
      }
      entry += 1
    }
    return variables
  }
}
