/// SwiftUI's `Transaction`, for the `transaction:` spellings of sending:
/// `send(.tap, transaction: Transaction(animation: .default))`. Nothing is animated.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false

  public init() {}

  public init(animation: Animation?) {
    self.animation = animation
  }
}
