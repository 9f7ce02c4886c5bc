import ComposableArchitecture

/// The kettle's electronics: heat the water to a temperature, then say what it is good for.
///
/// There is no kettle here: the live value heats 40 °C a second from a room at 20 °C on the
/// injected clock, so `advance` moves it and a test's `TestClock` does too.
@DependencyClient
struct KettleClient {
  /// Returns the kettle's message once the water is at `celsius`.
  var heat: @Sendable (_ celsius: Int) async throws -> String
}

extension DependencyValues {
  var kettle: KettleClient {
    get { self[KettleClient.self] }
    set { self[KettleClient.self] = newValue }
  }
}

extension KettleClient: DependencyKey {
  static let liveValue = Self.heating(degreesPerSecond: 40)

  /// Unimplemented: `@DependencyClient`'s `init()` makes every endpoint report an issue when
  /// called, so a test that heats without overriding `heat` fails and says so.
  static let testValue = Self()

  /// The temperature of the water before the kettle is switched on.
  static let roomTemperature = 20

  /// Heats from ``roomTemperature`` at `degreesPerSecond` on the injected clock.
  static func heating(degreesPerSecond: Int) -> Self {
    Self(
      heat: { celsius in
        @Dependency(\.continuousClock) var clock
        let degrees = max(celsius - roomTemperature, 0)
        try await clock.sleep(for: .milliseconds(degrees * 1000 / degreesPerSecond))
        return readyMessage(at: celsius)
      }
    )
  }

  /// What the kettle says when the water is ready.
  static func readyMessage(at celsius: Int) -> String {
    switch celsius {
    case 100...: "Boiling: pour it on black tea."
    case 85..<100: "\(celsius) °C: right for oolong or a pour-over."
    case 70..<85: "\(celsius) °C: right for green tea."
    default: "\(celsius) °C: warm, but too cool for tea."
    }
  }

  /// The fuse trips a second after the kettle is switched on.
  static let trippingFuse = Self(
    heat: { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      throw KettleError()
    }
  )
}

/// What the kettle throws when it cannot heat. A real kettle's driver would have its own; the
/// playground's is a struct an exported test declares, so it can throw one too.
struct KettleError: Error, Equatable, Decodable {
  var message = "The fuse tripped before the water was hot."
}
