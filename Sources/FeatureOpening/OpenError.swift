/// Why `open` cannot load what it was given: one line, after `error: `.
public struct OpenError: Error, Equatable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
