import ComposableArchitecture
import Foundation

/// Why the guide's server refused a star.
struct TrailClosedError: LocalizedError, Equatable {
  let trail: String
  var errorDescription: String? {
    "\(trail) is closed for repairs, and closed trails take no stars."
  }
}

/// The simulated server that saves a star: it answers after 700 ms on the injected clock,
/// echoing what it stored, and refuses any star for Scree Gully, which is closed, so a
/// session shows a failed save the same way every time.
@Sendable func saveStar(id: UUID, isStarred: Bool) async throws -> Bool {
  @Dependency(\.continuousClock) var clock
  try await clock.sleep(for: .milliseconds(700))
  if id == closedTrail { throw TrailClosedError(trail: "Scree Gully") }
  return isStarred
}

private let closedTrail = UUID(3)

extension IdentifiedArray where ID == Trail.State.ID, Element == Trail.State {
  static let guide: Self = [
    Trail.State(id: UUID(0), name: "Beacon Ridge", miles: 6.5),
    Trail.State(id: UUID(1), name: "Millpond Loop", miles: 2.0),
    Trail.State(id: UUID(2), name: "Heron Marsh", miles: 3.5),
    Trail.State(id: UUID(3), name: "Scree Gully", miles: 4.0),
    Trail.State(id: UUID(4), name: "Old Quarry Path", miles: 5.5),
  ]
}
