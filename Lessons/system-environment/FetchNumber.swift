import ComposableArchitecture
import Foundation

extension DependencyValues {
  /// Fetches a number from a server: the screen's own dependency, beside the system's.
  var fetchNumber: @Sendable () async throws -> Int {
    get { self[FetchNumberKey.self] }
    set { self[FetchNumberKey.self] = newValue }
  }
}

private enum FetchNumberKey: DependencyKey {
  static let liveValue: @Sendable () async throws -> Int = { try await numberFromServer() }

  /// Unimplemented: a test that fetches without overriding it fails.
  static let testValue: @Sendable () async throws -> Int = unimplemented("fetchNumber")
}

/// A server answering after a second on the injected clock with a number from 1 to 1000,
/// picked from the date it answers at, so a session always gets the same numbers: the live
/// `fetchNumber`.
func numberFromServer() async throws -> Int {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  try await clock.sleep(for: .seconds(1))
  // The seconds since 1970, mixed by a 64-bit linear congruential step (Knuth's MMIX
  // constants), so the numbers look random.
  let seconds = UInt64(max(0, now.timeIntervalSince1970.rounded(.down)))
  let mixed = seconds &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
  return Int((mixed >> 33) % 1000) + 1
}
