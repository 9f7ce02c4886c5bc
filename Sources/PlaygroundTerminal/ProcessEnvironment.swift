#if canImport(Glibc)
  import Glibc
#endif

/// Environment variables by name: this process's, or given ones, as tests give them with a
/// dictionary literal.
///
/// The process's are read with `getenv` when asked for, one by one. Foundation's
/// `ProcessInfo.processInfo.environment` gives the same as a dictionary, but its first use
/// costs about a millisecond of the shell's start-up; building even our own `[String: String]`
/// costs a quarter of one, as it makes the runtime look up `String`'s `Hashable` conformance
/// for the first time (docs/benchmarks.md).
public struct ProcessEnvironment: Sendable, ExpressibleByDictionaryLiteral {
  private enum Source {
    case process
    case given([String: String])
  }

  private let source: Source

  /// This process's variables, as they are when read.
  public static var current: ProcessEnvironment { ProcessEnvironment(source: .process) }

  private init(source: Source) {
    self.source = source
  }

  public init(dictionaryLiteral elements: (String, String)...) {
    source = .given(Dictionary(elements) { first, _ in first })
  }

  /// The variable's value; where the process has a name twice, the first, as `getenv` reads it.
  public subscript(name: String) -> String? {
    switch source {
    case .process: getenv(name).map { String(cString: $0) }
    case let .given(values): values[name]
    }
  }

  /// All of them, for an API that takes a dictionary.
  public var variables: [String: String] {
    switch source {
    case let .given(values):
      return values
    case .process:
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
}
