/// How strictly a ``TestStore`` checks a feature, as in TCA.
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(\.login.submitButtonTapped)
/// await store.receive(\.login.delegate.didLogin) {
///   $0.selectedTab = .activity
/// }
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and effect must be asserted: the default.
  case on

  /// Only what a test asserts is checked. The trailing closure of `send` and `receive` is handed
  /// the state *after* the action, and received actions may be left unasserted.
  ///
  /// - Parameter showSkippedAssertions: Report what was not asserted as expected issues, which
  ///   show what a non-exhaustive test lets through without failing it.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without showing skipped assertions.
  public static let off = Self.off(showSkippedAssertions: false)
}
