import ComposableArchitecture

/// A lesson as plain data: its id and title, its feature, the dependency modes the shell can
/// switch between, what test mode may call, and its tutorial's files. The `Lessons` module
/// registers one per lesson folder; the engine opens the feature with a ``FeatureOpener`` and
/// parses the tutorial when first asked.
public struct Lesson: Sendable {
  public let id: String
  public let title: String
  /// One line for `lessons`.
  public let summary: String
  /// The `## ` heading of `Lessons/Chapters.md` the lesson is listed under, `Effects`, which
  /// `lessons` groups it by; `nil` for a lesson made outside the `Lessons` module, as a test's.
  public private(set) var chapter: String?
  /// The module that declares the feature, which an exported test imports: `Lessons`, or
  /// `OpenedFeatures` for a feature `open` loaded.
  public private(set) var module = "Lessons"
  /// Dependencies the learner can switch with `dependency NAME MODE`.
  public let dependencies: [DependencyOption]
  /// The error types a learner can type in a `.failure(…)` payload.
  public let errors: [TypeableError]
  /// The mutating methods a test-mode assertion may call, such as `Stats.increment()`.
  public let methods: [TypeableMethod]
  /// The initializers a test-mode assertion's values may call, such as a pushed screen's.
  /// Listed when test mode first asks: their argument types (`Shared<Set<Topic>>`) make the
  /// runtime look up conformances, a scan of every conformance in the process each, which
  /// every start-up would pay.
  public var initializers: [TypeableInitializer] { listedInitializers.value }
  /// The dependencies the playground sets in every lesson that this lesson's feature uses,
  /// such as `continuousClock`; `dependency` lists them first.
  public let uses: [String]
  /// The tutorial's script and the Swift files it shows, gathered the first time they are
  /// asked for, not at start-up; `nil` when the lesson has no tutorial.
  public var tutorialFiles: TutorialFiles? { gatheredTutorialFiles.value }
  /// What the engine works out from this lesson once and keeps, such as the parsed tutorial.
  package let memo = LessonMemo()
  /// Swift for the feature's first state and its reducer, as an exported test builds its
  /// `TestStore`: `Counter.State()`, `Counter()`.
  package var initialStateSource: String { describeInitialState() }
  package var reducerSource: String { describeReducer() }
  // Worked out when an export asks, not when the lessons are registered: custom-dump's type
  // names cost a millisecond or so, which every start-up would pay (see `TypeableError`).
  private let describeInitialState: @Sendable () -> String
  private let describeReducer: @Sendable () -> String
  private let gatheredTutorialFiles: Once<TutorialFiles?>
  private let listedInitializers: Once<[TypeableInitializer]>
  private let feature: any ErasedFeature

  /// - Parameters:
  ///   - errors: The error types a `.failure(…)` payload may be typed as, such as the
  ///     errors the lesson's dependencies throw.
  ///   - methods: The mutating methods a test-mode assertion may call, for state whose
  ///     properties a test cannot set: `.mutating("increment", of: Stats.self) { $0.increment() }`.
  ///   - initializers: The initializers a test-mode assertion's values may call, as a test
  ///     writes a pushed screen's state: `.initializer("signUpData") { … }`.
  ///   - uses: The dependencies the playground sets in every lesson (`continuousClock`,
  ///     `dataDirectory`, `date`, `dismiss`, `uuid`) that the feature reads; the ones in
  ///     `dependencies` are used anyway.
  ///   - tutorial: The tutorial script and the Swift files it shows, as the `Lessons` module
  ///     embeds them.
  ///   - initialState: The feature's state when the lesson starts and on `reset`.
  ///   - initialStateSource: `initialState` in Swift, for `export test`; by default the
  ///     state type's `init()`, `Counter.State()`.
  ///   - reducer: The feature.
  ///   - reducerSource: `reducer` in Swift, for `export test`; by default the reducer type's
  ///     `init()`, `Counter()`. An app whose root is a `@Reducer enum` writes `MatchsticksApp.body`.
  public init<R: Reducer>(
    id: String,
    title: String,
    summary: String,
    dependencies: [DependencyOption] = [],
    errors: [TypeableError] = [],
    methods: [TypeableMethod] = [],
    initializers: @autoclosure @escaping @Sendable () -> [TypeableInitializer] = [],
    uses: [String] = [],
    tutorial: @autoclosure @escaping @Sendable () -> TutorialFiles? = nil,
    initialState: @escaping @Sendable () -> R.State,
    initialStateSource: String? = nil,
    reducer: @escaping @Sendable () -> R,
    reducerSource: String? = nil
  ) where R.State: Equatable, R.Action: CaseReflectable {
    self.describeInitialState = { initialStateSource ?? displayName(R.State.self) + "()" }
    self.describeReducer = { reducerSource ?? displayName(R.self) + "()" }
    self.id = id
    self.title = title
    self.summary = summary
    self.dependencies = dependencies
    self.errors = errors
    self.methods = methods
    self.listedInitializers = Once(initializers)
    precondition(
      uses.allSatisfy(FixedDependency.names.contains),
      "a lesson uses only dependencies the playground sets: \(FixedDependency.names.joined(separator: ", "))"
    )
    self.uses = uses
    self.gatheredTutorialFiles = Once(tutorial)
    self.feature = TypedFeature(initialState: initialState, reducer: reducer)
  }

  /// The lesson in a chapter: how the generated `allLessons` places each registration under
  /// its `Chapters.md` heading, so no registration names its chapter.
  public func inChapter(_ title: String) -> Lesson {
    var lesson = self
    lesson.chapter = title
    return lesson
  }

  /// The lesson declared in `module`, not `Lessons`.
  public func inModule(_ module: String) -> Lesson {
    var lesson = self
    lesson.module = module
    return lesson
  }

  /// Hands the feature, with its types, to the engine's `opener`: how a host is built.
  @MainActor
  package func open<Opener: FeatureOpener>(with opener: Opener) -> Opener.Opened {
    feature.open(with: opener)
  }
}
