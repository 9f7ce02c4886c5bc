import ComposableArchitecture

/// What the counter tab counts and the profile tab shows.
struct Stats: Codable, Equatable {
  private(set) var count = 0
  private(set) var maxCount = 0
  private(set) var minCount = 0
  private(set) var numberOfCounts = 0

  /// The counts the stats hold: a file written by hand or by another program may say
  /// anything, and a count near `Int.max` would trap on the next increment. No one taps a
  /// button a trillion times, so the bound costs nothing, and it keeps the prime test short.
  static let limit = 1_000_000_000_000

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

extension Stats {
  /// The stats in a file, refused when a count is outside ``limit``: the file is kept and
  /// the playground warns at load, instead of the shell trapping on the next tap.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func value(_ key: CodingKeys) throws -> Int {
      let value = try container.decode(Int.self, forKey: key)
      guard (-Self.limit...Self.limit).contains(value) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "\(value) is out of range: the stats count up to ±\(Self.limit)"
        )
      }
      return value
    }
    count = try value(.count)
    maxCount = try value(.maxCount)
    minCount = try value(.minCount)
    numberOfCounts = try value(.numberOfCounts)
  }
}
