import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func cancellation(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Cancellation",
      summary: "cancelling an in-flight request with an enum cancel id",
      dependencies: [.kettle],
      errors: [TypeableError(example: KettleError(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Kettle.State() },
      reducer: { Kettle() }
    )
  }
}

extension DependencyOption {
  /// The `kettle` modes, which every lesson that heats water offers. An export writes `never`
  /// as its override; for the others it overrides `heat` with the answers the session got.
  static var kettle: DependencyOption {
    DependencyOption(
      "kettle",
      endpoints: [DependencyEndpoint("heat", \.kettle.heat, parameter: "celsius")],
      modes: [
        .init("live", "heats 40 °C a second from 20 °C on the virtual clock") {
          $0.kettle = .liveValue
        },
        .init("slow", "heats 8 °C a second, an old kettle full to the brim") {
          $0.kettle = .heating(degreesPerSecond: 8)
        },
        .init("failing", "trips its fuse after 1s") {
          $0.kettle = .trippingFuse
        },
        .init("never", "unplugged: never heats", override: "$0.kettle.heat = { _ in try await Task.never() }") {
          $0.kettle.heat = { _ in try await Task.never() }
        },
      ]
    )
  }
}
