/// SwiftUI's `Animation`, for the states, actions and calls that hold one:
/// `await send(.setColor(color), animation: .linear)`, `store.send(.tapped, animation: .default)`.
///
/// A shell has nothing to animate: an animation is accepted everywhere TCA accepts one and has
/// no effect. It dumps as custom-dump dumps SwiftUI's, `Animation.linear`, and two animations
/// are equal when they are written the same way.
public struct Animation: Hashable, Sendable, CustomDumpStringConvertible {
  /// How the animation was written, after `Animation`: `.linear`, `.spring(response: 0.5)`.
  let written: String

  init(_ written: String) {
    self.written = written
  }

  public var customDumpDescription: String { "Animation\(written)" }

  public static let `default` = Self(".default")
  public static let easeIn = Self(".easeIn")
  public static let easeOut = Self(".easeOut")
  public static let easeInOut = Self(".easeInOut")
  public static let linear = Self(".linear")
  public static let spring = Self(".spring")
  public static let interactiveSpring = Self(".interactiveSpring")
  public static let bouncy = Self(".bouncy")
  public static let smooth = Self(".smooth")
  public static let snappy = Self(".snappy")

  public static func easeIn(duration: Double) -> Self {
    Self(".easeIn(duration: \(duration))")
  }

  public static func easeOut(duration: Double) -> Self {
    Self(".easeOut(duration: \(duration))")
  }

  public static func easeInOut(duration: Double) -> Self {
    Self(".easeInOut(duration: \(duration))")
  }

  public static func linear(duration: Double) -> Self {
    Self(".linear(duration: \(duration))")
  }

  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Self {
    Self(".spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
  }

  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Self {
    Self(".spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
  }

  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Self {
    Self(
      ".interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    )
  }

  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Self {
    Self(
      ".interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))"
    )
  }

  public func delay(_ delay: Double) -> Self {
    Self("\(written).delay(\(delay))")
  }

  public func speed(_ speed: Double) -> Self {
    Self("\(written).speed(\(speed))")
  }

  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
    Self("\(written).repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
  }

  public func repeatForever(autoreverses: Bool = true) -> Self {
    Self("\(written).repeatForever(autoreverses: \(autoreverses))")
  }
}
