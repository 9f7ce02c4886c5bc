import Foundation
import CustomDump

/// A value's custom dump on one line, for messages: `Timers.Action.toggleTimerButtonTapped`,
/// `EffectsCancellation.Action.stepperChanged(5)`.
package func oneLineDump(_ value: Any) -> String {
  String(customDumping: value)
    .split(separator: "\n")
    .map { $0.trimmingPrefix(while: \.isWhitespace) }
    .joined(separator: " ")
    .replacingOccurrences(of: "( ", with: "(")
    .replacingOccurrences(of: " )", with: ")")
}
