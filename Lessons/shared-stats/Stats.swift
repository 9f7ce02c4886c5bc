import ComposableArchitecture

/// The lift's running record: where the cabin stands, the highest and lowest floors it has
/// reached, and how many trips it has made. Floor 0 is the ground floor; the car park is below
/// it, at negative floors.
///
/// The properties are `private(set)`: every place that moves the lift goes through
/// ``goUp()`` and ``goDown()``, so the record can never say the lift is higher than its
/// highest floor.
struct Stats: Codable, Equatable {
  private(set) var floor = 0
  private(set) var highest = 0
  private(set) var lowest = 0
  private(set) var trips = 0

  /// The floors a record may name. The file is data from outside the feature: one edited by
  /// hand could say `Int.max`, and the next ``goUp()`` would trap. No building has a million
  /// floors, so a record beyond them is refused when it loads, and the lift stops at the ends.
  static let floors = -1_000_000...1_000_000

  mutating func goUp() {
    guard floor < Self.floors.upperBound else { return }
    floor += 1
    trips += 1
    highest = max(highest, floor)
  }

  mutating func goDown() {
    guard floor > Self.floors.lowerBound else { return }
    floor -= 1
    trips += 1
    lowest = min(lowest, floor)
  }
}

extension Stats {
  /// A saved record, refused when a floor is outside ``floors``: the playground keeps the file
  /// and warns when it loads, instead of the shell trapping on the next trip.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func floorNumber(_ key: CodingKeys) throws -> Int {
      let number = try container.decode(Int.self, forKey: key)
      guard Self.floors.contains(number) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "\(number) is not a floor of this building, which runs from \(Self.floors.lowerBound) to \(Self.floors.upperBound)"
        )
      }
      return number
    }
    floor = try floorNumber(.floor)
    highest = try floorNumber(.highest)
    lowest = try floorNumber(.lowest)
    trips = try container.decode(Int.self, forKey: .trips)
    guard trips >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .trips, in: container, debugDescription: "a lift cannot make \(trips) trips"
      )
    }
  }
}

extension SharedKey where Self == FileStorageKey<Stats>.Default {
  /// The lift's record, in `lift.json` in the app's documents folder (in the playground, the
  /// `Documents` folder of its data folder). Both places name this one key, so they hold one
  /// value, and the default is used only while the file does not exist.
  static var liftStats: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "lift.json")), default: Stats()]
  }
}
