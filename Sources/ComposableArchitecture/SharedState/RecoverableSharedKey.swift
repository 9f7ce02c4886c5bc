import Foundation

/// A key whose stored value, when it cannot be read, can be moved out of the way, so its
/// reference can start over from the default without destroying what was there.
protocol RecoverableSharedKey {
  /// Moves the unreadable value aside and returns where it went.
  func setAsideUnreadableValue() throws -> URL
}
