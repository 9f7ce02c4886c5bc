import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func refreshable(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Refreshable",
      summary: "a pull-to-refresh request as the effect of .refresh, cancellable while it loads",
      dependencies: [
        DependencyOption(
          "postOffice",
          endpoints: [DependencyEndpoint("lettersAfter", \.postOffice.lettersAfter, parameter: "seen")],
          modes: [
            .init("live", "answers after 1s with the next two letters") {
              $0.postOffice = .liveValue
            },
            .init("slow", "answers after 5s") {
              $0.postOffice = .answering(after: .seconds(5))
            },
            .init("failing", "fails after 1s") {
              $0.postOffice = .unreachable
            },
            .init("never", "never answers", override: "$0.postOffice.lettersAfter = { _ in try await Task.never() }") {
              $0.postOffice.lettersAfter = { _ in try await Task.never() }
            },
          ]
        )
      ],
      errors: [TypeableError(example: PostOfficeError(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Mailbox.State() },
      reducer: { Mailbox() }
    )
  }
}
