import ConcurrencyExtras
import Foundation

/// Makes the `id` of each new ``AlertState`` and ``ConfirmationDialogState``.
///
/// swift-navigation gives each a random `UUID()` in `init`, so that `ifLet` can tell a new alert
/// from the one whose button was tapped, even when their texts are the same. A playground
/// session must be a pure function of its commands, so here the ids count up across the process
/// instead. They are never dumped, compared by `==` or hashed, so no output depends on them; and
/// they do not use `@Dependency(\.uuid)`, whose values a feature's own state would then share.
enum AlertID {
  private static let count = LockIsolated<UInt64>(0)

  /// The next id: `00000000-0000-0000-0000-000000000001`, then `…02`, and so on.
  static func next() -> UUID {
    let value = count.withValue {
      $0 += 1
      return $0
    }
    let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: value >> shift) }
    return UUID(
      uuid: (0, 0, 0, 0, 0, 0, 0, 0, byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0))
    )
  }
}
