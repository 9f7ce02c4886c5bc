import ComposableArchitecture

/// What the counter tab counts and the profile tab shows.
struct Stats: Codable, Equatable {
  private(set) var count = 0
  private(set) var maxCount = 0
  private(set) var minCount = 0
  private(set) var numberOfCounts = 0

  mutating func increment() {
    count += 1
    numberOfCounts += 1
    maxCount = max(maxCount, count)
  }

  mutating func decrement() {
    count -= 1
    numberOfCounts += 1
    minCount = min(minCount, count)
  }
}

extension SharedKey where Self == FileStorageKey<Stats>.Default {
  /// The stats, in `stats.json` in the app's documents folder: in the playground, the
  /// `Documents` folder of its data folder.
  static var stats: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "stats.json")), default: Stats()]
  }
}
