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
          modes: [
            .init("live", "a number from 1 to 1000 after 1s", override: "$0.fetchNumber = { try await numberFromServer() }") {
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
