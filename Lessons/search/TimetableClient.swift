import ComposableArchitecture
import Foundation

/// The railway's timetable: stations found by name, and the next trains from one of them.
///
/// The feature reaches the timetable only through this client, so a test or a preview gives it
/// answers of its own. The live value is ``Timetable``, a local simulation.
@DependencyClient
struct TimetableClient {
  var departures: @Sendable (_ station: Station.ID) async throws -> [Departure]
  var stations: @Sendable (_ matching: String) async throws -> [Station]
}

/// What the timetable throws when it cannot answer: part of the client's contract, so the
/// simulation, a real server's client and a test all throw it, and its description is the
/// line the screen shows.
struct TimetableError: LocalizedError, Equatable, Decodable {
  var message = "The timetable is down."
  var errorDescription: String? { message }
}

extension DependencyValues {
  var timetable: TimetableClient {
    get { self[TimetableClient.self] }
    set { self[TimetableClient.self] = newValue }
  }
}

extension TimetableClient: DependencyKey {
  static let liveValue = Self.simulated(answeringAfter: .milliseconds(400))

  /// Answers at once with two stations and one board, for previews.
  static let previewValue = Self(
    departures: { _ in [Departure(inMinutes: 3, destination: "Harbourside", platform: 1)] },
    stations: { _ in [Timetable.stations[0], Timetable.stations[1]] }
  )

  /// Unimplemented: `@DependencyClient`'s `init()` makes each endpoint report an issue when
  /// called, so a test that reaches an endpoint it did not override fails, naming it.
  static let testValue = Self()

  /// ``Timetable`` answering each request after `delay` on the injected clock.
  static func simulated(answeringAfter delay: Duration) -> Self {
    Self(
      departures: { station in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: delay)
        return try Timetable.departures(from: station)
      },
      stations: { text in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: delay)
        return Timetable.matching(text)
      }
    )
  }
}
