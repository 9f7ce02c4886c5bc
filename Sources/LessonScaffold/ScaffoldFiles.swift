/// What `new` writes for a lesson, by path inside the package: the feature as a real TCA app
/// writes it, its registration, its `TestStore` test and a transcript with no step yet.
enum ScaffoldFiles {
  static let testsFolder = "Tests/LessonsTests"

  /// Where each file goes, in the order `files(of:)` gives them.
  static func paths(of name: LessonName) -> [String] {
    [featurePath(of: name), registrationPath(of: name), testPath(of: name), transcriptPath(of: name)]
  }

  static func files(of name: LessonName) -> [(path: String, text: String)] {
    Array(zip(paths(of: name), [feature(name), registration(name), test(name), transcript(name)]))
  }

  /// What each file is, for `new`'s report, in the order of `paths(of:)`.
  static let roles = ["the feature, yours to change", "its registration", "its test, with TestStore", "its transcript, with no step yet"]

  static func featurePath(of name: LessonName) -> String { "Lessons/\(name.folder)/\(name.typeName).swift" }
  static func registrationPath(of name: LessonName) -> String { "Lessons/\(name.folder)/\(name.typeName)Lesson.swift" }
  static func testPath(of name: LessonName) -> String { "\(testsFolder)/\(name.testSuiteName).swift" }
  static func transcriptFolder(of name: LessonName) -> String { "Transcripts/\(name.id)" }
  static func transcriptPath(of name: LessonName) -> String { transcriptFolder(of: name) + "/session.transcript" }

  /// A feature with one effect: a button whose count goes up a second later, on the clock the
  /// playground, a test or an app injects.
  static func feature(_ name: LessonName) -> String {
    """
    import ComposableArchitecture

    /// \(name.title): a feature of your own, made by `tca-playground new \(name.typeName)` to be changed.
    /// Tapping the button starts a `.run` effect that waits a second on the injected clock,
    /// then sends `.delayCompleted`, which counts. `tca-playground \(name.id)` tries it;
    /// \(testPath(of: name)) tests it.
    @Reducer
    struct \(name.typeName) {
      @ObservableState
      struct State: Equatable {
        var count = 0
        var isWaiting = false
      }

      enum Action {
        case delayCompleted
        case incrementButtonTapped
      }

      @Dependency(\\.continuousClock) var clock

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .delayCompleted:
            state.count += 1
            state.isWaiting = false
            return .none

          case .incrementButtonTapped:
            state.isWaiting = true
            return .run { send in
              try await self.clock.sleep(for: .seconds(1))
              await send(.delayCompleted)
            }
          }
        }
      }
    }

    """
  }

  /// The registration the EmbedLessonFiles plugin calls, named after the id.
  static func registration(_ name: LessonName) -> String {
    """
    import LessonRegistry

    extension Lesson {
      static func \(name.registrationName)(_ folder: LessonFolder) -> Lesson {
        Lesson(
          id: folder.id,
          title: "\(name.title)",
          summary: "your own feature, in \(featurePath(of: name))",
          uses: ["continuousClock"],
          tutorial: folder.tutorial,
          initialState: { \(name.typeName).State() },
          reducer: { \(name.typeName)() }
        )
      }
    }

    """
  }

  /// Each action and the effect, as a TCA test asserts them, the clock moved by hand.
  static func test(_ name: LessonName) -> String {
    """
    import ComposableArchitecture
    import Testing

    @testable import Lessons

    /// \(name.typeName), driven as TCA's tests drive a feature: the state each action makes, and
    /// the effect's action, which arrives once the test clock has moved a second.
    @MainActor
    struct \(name.testSuiteName) {
      @Test func incrementCountsASecondLater() async {
        let clock = TestClock()
        let store = TestStore(initialState: \(name.typeName).State()) {
          \(name.typeName)()
        } withDependencies: {
          $0.continuousClock = clock
        }

        await store.send(.incrementButtonTapped) {
          $0.isWaiting = true
        }
        await clock.advance(by: .seconds(1))
        await store.receive(\\.delayCompleted) {
          $0.count = 1
          $0.isWaiting = false
        }
      }
    }

    """
  }

  /// A transcript with one command the shell ignores, which passes `check` whatever the
  /// feature becomes, until a recorded session replaces it.
  static func transcript(_ name: LessonName) -> String {
    """
    # \(name.title): no session yet. Record one over this file with
    #   tca-playground record \(name.id) -o \(transcriptPath(of: name))
    # and check it with: tca-playground check \(transcriptFolder(of: name))
    \(name.id)> # try: send .incrementButtonTapped, then advance 1s

    """
  }
}
