/// Why `new` wrote nothing: a name or package it refuses (bad usage, exit status 2), or a
/// file it could not read or write (exit status 1). The description is one line, printed
/// after `error: `.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  case usage(String)
  case failure(String)

  public var description: String {
    switch self {
    case let .usage(message), let .failure(message): message
    }
  }

  /// The command line's exit status for it.
  public var exitStatus: Int32 {
    switch self {
    case .usage: 2
    case .failure: 1
    }
  }
}
