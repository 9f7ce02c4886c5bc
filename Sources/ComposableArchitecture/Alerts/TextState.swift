/// Text in state, such as an alert's title, that can be compared and dumped.
///
/// ```swift
/// TextState("Delete \(count) photos?")
/// ```
///
/// It dumps as the string it holds.
public struct TextState: Equatable, Hashable, Sendable {
  private let string: String

  public init(verbatim content: String) {
    string = content
  }

  public init(_ content: some StringProtocol) {
    string = String(content)
  }

  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(verbatim: lhs.string + rhs.string)
  }
}

extension TextState: ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension TextState: CustomDumpRepresentable {
  public var customDumpValue: Any { string }
}

extension TextState: CustomStringConvertible {
  /// The text, as a view would show it.
  public var description: String { string }
}
