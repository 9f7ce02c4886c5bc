import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func sheetPresentAndLoad(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Sheet, present and load",
      summary: "presenting a sheet at once that loads its own state; closing it cancels the load",
      dependencies: [
        DependencyOption(
          "observatory",
          endpoints: [DependencyEndpoint("cloudCover", \.observatory.cloudCover, parameter: "site")],
          modes: [
            .init("live", "measures for 2s on the virtual clock") { $0.observatory = .liveValue },
            .init("slow", "measures for 10s") { $0.observatory = .measuring(for: .seconds(10)) },
          ]
        )
      ],
      // A test writes the presented report: `SkyReport.State(site: "Kielder")`.
      initializers: [
        .initializer("site") { (site: String) in SkyReport.State(site: site) }
      ],
      uses: ["continuousClock", "dismiss"],
      tutorial: folder.tutorial,
      initialState: { Stargazing.State() },
      reducer: { Stargazing() }
    )
  }
}
