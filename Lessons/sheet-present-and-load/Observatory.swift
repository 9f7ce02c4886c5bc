import ComposableArchitecture

/// Measures the cloud cover over a site, in percent.
@DependencyClient
struct Observatory {
  var cloudCover: @Sendable (_ site: String) async throws -> Int
}

extension DependencyValues {
  var observatory: Observatory {
    get { self[Observatory.self] }
    set { self[Observatory.self] = newValue }
  }
}

extension Observatory: DependencyKey {
  static let liveValue = Self.measuring(for: .seconds(2))
  static let testValue = Self()

  /// An observatory simulated on the injected clock: a measurement takes `duration`, and the
  /// cover is worked out from the site's name, the same on every run.
  static func measuring(for duration: Duration) -> Self {
    Self(
      cloudCover: { site in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: duration)
        return site.count * 7 % 100
      }
    )
  }
}
