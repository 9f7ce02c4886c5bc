import Foundation

extension String {
  /// Every line indented by `indent` spaces, as TCA indents diffs in its messages.
  func indent(by indent: Int) -> String {
    let indentation = String(repeating: " ", count: indent)
    return indentation + replacingOccurrences(of: "\n", with: "\n\(indentation)")
  }
}
