import ComposableArchitecture
import Foundation
import Tagged

/// A route a birding group walks together: its stops, how long the whole walk takes, and the
/// walks logged on it so far. Each id is `Tagged` with its owner, so a trail's id can never be
/// passed where a stop's is meant, though both are UUIDs.
///
/// `@ObservableState` lists its properties for the shell, so the form's fields bind one by one,
/// `\.binding.trail.name`, as `$store.trail.name` binds a text field in a view.
@ObservableState
struct BirdTrail: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  var name = ""
  var habitat: Habitat = .woodland
  var length: Duration = .seconds(60 * 8)
  var stops: IdentifiedArrayOf<Stop> = []
  var walks: IdentifiedArrayOf<WalkLog> = []

  /// The walk lingers the same time at every stop.
  var timePerStop: Duration {
    length / max(stops.count, 1)
  }
}

/// A place on a trail where the group stops to listen.
struct Stop: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  var name = ""
}

/// A walk that was finished: when, and the species the recogniser was sure it heard, in the
/// order they were first heard.
struct WalkLog: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  let date: Date
  var species: [String]
}

/// Where a trail runs, which decides the birds the simulated recogniser hears on it.
enum Habitat: String, CaseIterable, Codable, Sendable {
  case coast
  case meadow
  case wetland
  case woodland
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<BirdTrail>>.Default {
  /// Every trail, in `trails.json` in the app's documents folder: in the playground, the
  /// `Documents` folder of its data folder. The next launch reads it back.
  static var trails: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "trails.json")), default: []]
  }
}

extension BirdTrail {
  /// A wetland trail of four stops, 40 seconds each, walked once before; its ids are fixed, so
  /// a test that prints it prints the same every run.
  static let reedBeds = Self(
    id: BirdTrail.ID(uuidString: "7a11c0de-0000-0000-0000-000000000001")!,
    name: "Reed beds loop",
    habitat: .wetland,
    length: .seconds(160),
    stops: [
      Stop(id: Stop.ID(uuidString: "5707c0de-0000-0000-0000-000000000001")!, name: "Boathouse"),
      Stop(id: Stop.ID(uuidString: "5707c0de-0000-0000-0000-000000000002")!, name: "Heron hide"),
      Stop(id: Stop.ID(uuidString: "5707c0de-0000-0000-0000-000000000003")!, name: "Weir"),
      Stop(id: Stop.ID(uuidString: "5707c0de-0000-0000-0000-000000000004")!, name: "Alder carr"),
    ],
    walks: [
      WalkLog(
        id: WalkLog.ID(uuidString: "1090c0de-0000-0000-0000-000000000001")!,
        date: Date(timeIntervalSince1970: 1_767_225_600 - 60 * 60 * 24 * 3),
        species: ["Coot", "Reed warbler"]
      )
    ]
  )

  /// A coastal trail of two stops that has never been walked.
  static let headland = Self(
    id: BirdTrail.ID(uuidString: "7a11c0de-0000-0000-0000-000000000002")!,
    name: "Headland",
    habitat: .coast,
    length: .seconds(60 * 6),
    stops: [
      Stop(id: Stop.ID(uuidString: "5707c0de-0000-0000-0000-000000000005")!, name: "Lighthouse"),
      Stop(id: Stop.ID(uuidString: "5707c0de-0000-0000-0000-000000000006")!, name: "Shingle spit"),
    ]
  )
}
