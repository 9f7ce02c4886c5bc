import ComposableArchitecture
import Foundation

// How an exported test writes the SwiftUI-flavoured values of TCA's Animations case study.

/// `Color.red`, `Color("bubblegum")`: as the colour was made, which is how it dumps.
extension Color: SwiftLiteralSpelled {
  var swiftLiteral: String { customDumpDescription }
}

/// `CGPoint(x: 40.0, y: 120.0)`; its mirror on Linux holds `CGFloat`s, which a test does not
/// build by their storage.
extension CGPoint: SwiftLiteralSpelled {
  var swiftLiteral: String { "CGPoint(x: \(Double(x)), y: \(Double(y)))" }
}
