import Foundation
import Lessons
import PlaygroundSession

/// Runs whose cost per action, or per virtual hour, should not grow with their length: each
/// at two sizes, with the ratio of the larger's cost per unit to the smaller's. A ratio near 1
/// is flat; near 2, for twice the work, the cost grows with the square of it. Issue 39 item 10
/// found `advance` doing that with long-living streams and web-socket pings: every event an
/// endpoint sent copied the log of all the calls and events before it.
///
/// Recursion's cost per action grows with the folders: each `send` prints custom-dump's diff
/// of the whole folder list, which compares every element to find the one added.
enum GrowthBenchmark {
  /// A session: the lesson, what it sends first, and the timed command at two sizes.
  private struct Growth: Sendable {
    let title: String
    let lesson: String
    let setup: [String]
    let timed: @Sendable (Int) -> [String]
    let sizes: (small: Int, large: Int)
    /// What the cost is divided by: the actions the effects sent, the virtual hours, or the
    /// actions the user sent, one a command.
    let unit: Unit

    enum Unit { case received, hour, sent }
  }

  private static let growths = [
    Growth(
      title: "long-living, send .task, then advance NNh", lesson: "long-living", setup: ["send .task"],
      timed: { ["advance \($0)h"] }, sizes: (6, 24), unit: .received
    ),
    Growth(
      title: "long-living, NN × send .task, then advance 1h", lesson: "long-living", setup: [],
      timed: { Array(repeating: "send .task", count: $0) + ["advance 1h"] }, sizes: (10, 20), unit: .received
    ),
    Growth(
      title: "web-socket, send .powerButtonTapped, then advance NNh (radio checks, no action)",
      lesson: "web-socket", setup: ["send .powerButtonTapped", "advance 1s"],
      timed: { ["advance \($0)h"] }, sizes: (12, 48), unit: .hour
    ),
    Growth(
      title: "recursion, NN × send .newFolderButtonTapped", lesson: "recursion", setup: [],
      timed: { Array(repeating: "send .newFolderButtonTapped", count: $0) }, sizes: (250, 500), unit: .sent
    ),
  ]

  @MainActor
  static func run() async throws {
    let rounds = 3
    print("growth: cost per unit at two sizes, fastest of \(rounds) runs each (release build)")
    var longLivingDay = 0
    for growth in growths {
      var counts = (small: 0, large: 0)
      let times = try await fastestRuns(rounds, of: [
        {
          let run = try await timed(growth, size: growth.sizes.small)
          counts.small = run.received
          return run.seconds
        },
        {
          let run = try await timed(growth, size: growth.sizes.large)
          counts.large = run.received
          return run.seconds
        },
      ])
      func perUnit(_ seconds: Double, size: Int, received: Int) -> Double {
        switch growth.unit {
        case .received: seconds / Double(received) * 1e6
        case .hour: seconds / Double(size) * 1e3
        case .sent: seconds / Double(size) * 1e6
        }
      }
      let small = perUnit(times[0], size: growth.sizes.small, received: counts.small)
      let large = perUnit(times[1], size: growth.sizes.large, received: counts.large)
      let unit = growth.unit == .hour ? "ms a virtual hour" : "µs an action"
      print("  \(growth.title)")
      print(String(format: "    NN = %d: %.3f s, %d received actions, %.1f %@", growth.sizes.small, times[0], counts.small, small, unit))
      print(String(format: "    NN = %d: %.3f s, %d received actions, %.1f %@", growth.sizes.large, times[1], counts.large, large, unit))
      print(String(format: "    ratio: %.2f (flat: about 1)", large / small))
      // The received actions of long-living's `advance 24h`, for the comparison with timers.
      if growth.lesson == "long-living", growth.sizes.large == 24 { longLivingDay = counts.large }
    }
    // Alternating, as the ratio is the figure: a slow spell on a shared machine falls on both.
    let day = try await fastestRuns(rounds, of: [
      { try await timed(growths[0], size: 24).seconds }, { try await timed(timersDay, size: 24).seconds },
    ])
    let (birdCost, timerCost) = (day[0] / Double(longLivingDay) * 1e6, day[1] / 86_400 * 1e6)
    print(String(format: "  long-living's advance 24h against timers' (86,400 ticks), alternating: %.1f µs an action against %.1f; ratio %.2f (target: at most 1.5)", birdCost, timerCost, birdCost / timerCost))
  }

  /// The timer lesson's `advance 24h`, as ``AdvanceBenchmark`` times it.
  private static let timersDay = Growth(
    title: "timers", lesson: "timers", setup: ["send .startStopTapped"], timed: { ["advance \($0)h"] },
    sizes: (24, 24), unit: .received
  )

  /// A fresh session of the lesson, its setup run untimed, then the timed commands.
  @MainActor
  private static func timed(_ growth: Growth, size: Int) async throws -> (seconds: Double, received: Int) {
    let playground = try Playground(lessons: allLessons, lessonID: growth.lesson) { _ in }
    for command in growth.setup { _ = await playground.execute(command) }
    let before = playground.receivedCount
    let elapsed = await ContinuousClock().measure {
      for command in growth.timed(size) { _ = await playground.execute(command) }
    }
    return (elapsed.inSeconds, playground.receivedCount - before)
  }
}
