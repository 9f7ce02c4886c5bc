import ComposableArchitecture
import ConcurrencyExtras

/// A lesson as the session sees it: its id and title, its feature, the dependency modes the
/// shell can switch between, and its guided tutorial. The `Lessons` module registers one per
/// lesson folder.
public struct Lesson: Sendable {
  public let id: String
  public let title: String
  /// One line for `lessons`.
  public let summary: String
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
  /// The guided tutorial `learn` runs, read from the lesson's `Tutorial.md` the first time it
  /// is asked for, not at start-up, where reading all five was most of the time the shell
  /// took to start; a script with a mistake is kept as the error `learn` prints. `nil` when
  /// the lesson has no tutorial.
  public var tutorial: Result<Tutorial, TutorialScriptError>? { parsedTutorial.value?.result }
  /// Swift for the feature's first state and its reducer, as an exported test builds its
  /// `TestStore`: `Counter.State()`, `Counter()`.
  var initialStateSource: String { describeInitialState() }
  var reducerSource: String { describeReducer() }
  // Worked out when an export asks, not when the lessons are registered: custom-dump's type
  // names cost a millisecond or so, which every start-up would pay (see `TypeableError`).
  private let describeInitialState: @Sendable () -> String
  private let describeReducer: @Sendable () -> String
  private let parsedTutorial: Once<TutorialReading?>
  private let listedInitializers: Once<[TypeableInitializer]>
  let makeHost: @MainActor @Sendable (Lesson, HostEnvironment) -> any LessonHost

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
  ///     embeds them: `.embedded("counter")`.
  ///   - initialState: The feature's state when the lesson starts and on `reset`.
  ///   - initialStateSource: `initialState` in Swift, for `export test`; by default the
  ///     state type's `init()`, `Counter.State()`.
  ///   - reducer: The feature.
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
    reducer: @escaping @Sendable () -> R
  ) where R.State: Equatable, R.Action: CaseReflectable {
    self.describeInitialState = { initialStateSource ?? displayName(R.State.self) + "()" }
    self.describeReducer = { displayName(R.self) + "()" }
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
    self.parsedTutorial = Once {
      tutorial().map { files in
        do throws(TutorialScriptError) {
          return .read(try Tutorial(files))
        } catch {
          return .mistake(error)
        }
      }
    }
    self.makeHost = { lesson, environment in
      LoadedLesson(lesson: lesson, environment: environment, initialState: initialState, reducer: reducer)
    }
  }
}

extension Lesson {
  /// Whether the lesson has a tutorial whose script reads without a mistake.
  var hasWorkingTutorial: Bool {
    (try? tutorial?.get()) != nil
  }
}

/// What reading a tutorial's script gave. Not a `Result` until it is read: the runtime makes
/// `Result<Tutorial, TutorialScriptError>`'s type only after looking up the error's `Error`
/// conformance, which registering the lessons would otherwise make every start-up wait on.
private enum TutorialReading: Sendable {
  case read(Tutorial)
  case mistake(TutorialScriptError)

  var result: Result<Tutorial, TutorialScriptError> {
    switch self {
    case let .read(tutorial): .success(tutorial)
    case let .mistake(error): .failure(error)
    }
  }
}

/// A value worked out the first time it is read, then kept: lessons are shared between
/// threads, so the first read takes a lock.
private final class Once<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let cached = LockIsolated<Value?>(nil)

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  var value: Value {
    cached.withValue { cached in
      if let cached { return cached }
      let value = make()
      cached = value
      return value
    }
  }
}
