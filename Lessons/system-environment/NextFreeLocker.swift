import ComposableArchitecture
import Foundation

extension DependencyValues {
  /// Asks the locker bank for a free locker: the desk's own dependency, beside the system's.
  var nextFreeLocker: @Sendable () async throws -> Int {
    get { self[NextFreeLockerKey.self] }
    set { self[NextFreeLockerKey.self] = newValue }
  }
}

private enum NextFreeLockerKey: DependencyKey {
  static let liveValue: @Sendable () async throws -> Int = { try await lockerFromBank() }

  /// Unimplemented: a test that hands in a parcel without saying which locker comes back fails.
  static let testValue: @Sendable () async throws -> Int = unimplemented("nextFreeLocker")
}

/// The bank's answer when no locker is free.
struct LockersFull: Error, Equatable, Codable {}

/// The simulated locker bank, the live `nextFreeLocker`: it answers after a second on the
/// injected clock, and walks its 24 lockers seven at a time by the second it answers at, so
/// parcels handed in a second or more apart get different lockers, and a session always the same.
func lockerFromBank() async throws -> Int {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  try await clock.sleep(for: .seconds(1))
  let second = Int(now.timeIntervalSince1970.rounded(.down))
  return 1 + (second * 7) % 24
}
