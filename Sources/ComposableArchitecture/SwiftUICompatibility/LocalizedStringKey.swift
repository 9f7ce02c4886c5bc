/// SwiftUI's `LocalizedStringKey`, for a state that holds one, as TCA's Todos' filter does:
/// `enum Filter: LocalizedStringKey { case all = "All" }`. Nothing is localized: the key is the
/// text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomDumpStringConvertible
{
  let key: String

  public init(_ value: String) {
    key = value
  }

  public init(stringLiteral value: String) {
    key = value
  }

  public init(stringInterpolation: DefaultStringInterpolation) {
    key = String(stringInterpolation: stringInterpolation)
  }

  public var customDumpDescription: String {
    "LocalizedStringKey(\(String(reflecting: key)))"
  }
}
