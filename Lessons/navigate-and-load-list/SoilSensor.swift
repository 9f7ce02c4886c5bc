import ComposableArchitecture
import Foundation

/// Reads the soil moisture, in percent, of one plant's pot.
@DependencyClient
struct SoilSensor {
  var moisture: @Sendable (_ plant: Plant.ID) async throws -> Int
}

extension DependencyValues {
  var soilSensor: SoilSensor {
    get { self[SoilSensor.self] }
    set { self[SoilSensor.self] = newValue }
  }
}

extension SoilSensor: DependencyKey {
  static let liveValue = Self.reading(after: .seconds(1))
  static let testValue = Self()

  /// A sensor simulated on the injected clock: each pot has its own reading, worked out from
  /// the plant's id, so a session reads the same values every time.
  static func reading(after delay: Duration) -> Self {
    Self(
      moisture: { plant in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: delay)
        return 20 + Int(plant.uuid.15) * 25 % 60
      }
    )
  }
}
