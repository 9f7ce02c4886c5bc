import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func systemEnvironment(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: System environment",
      summary: "the date, UUID and clock dependencies every feature can ask for, beside a screen's own",
      dependencies: [
        DependencyOption(
          "fetchNumber",
          // The live mode is the lesson's own server, which the case study does not define:
          // an export overrides `fetchNumber` with the numbers it answered.
          endpoints: [DependencyEndpoint(\.fetchNumber)],
          modes: [
            .init("live", "a number from 1 to 1000 after 1s") {
              $0.fetchNumber = { try await numberFromServer() }
            },
            .init("fixed", "42, at once", override: "$0.fetchNumber = { 42 }") {
              $0.fetchNumber = { 42 }
            },
          ]
        )
      ],
      uses: ["continuousClock", "date", "uuid"],
      tutorial: folder.tutorial,
      initialState: { MultipleDependencies.State() },
      reducer: { MultipleDependencies() }
    )
  }
}
