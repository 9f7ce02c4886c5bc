import ComposableArchitecture
import Foundation

/// What the session needs from a loaded lesson, with the feature's types erased.
@MainActor
protocol LessonHost: AnyObject {
  var lesson: Lesson { get }
  /// The feature's `Action` type, for parsing and listing actions.
  var actionType: any CaseReflectable.Type { get }
  /// The action types as Tab completion walks them.
  var actionSchema: ActionSchema { get }
  /// The feature's state now.
  var currentState: Any { get }
  /// How long until the clock's next wake-up, if anything is scheduled.
  var timeToNextWakeUp: Duration? { get }
  /// Actions effects sent back since the lesson started.
  var receivedCount: Int { get }
  /// Virtual time since the lesson started.
  var elapsed: Duration { get }

  /// custom-dump's diff from `oldState`, a state of this lesson's feature, to the state now;
  /// `nil` when they are equal or `oldState` is another feature's.
  func stateDifference(from oldState: Any) -> String?
  /// Whether the state now `==` `oldState`, a state of this lesson's feature.
  func hasState(equalTo oldState: Any) -> Bool
  /// The effects since the lesson started, drawn `width` columns wide; see ``TimelineChart``.
  func timeline(width: Int) -> [OutputLine]
  /// Writes every keyed `@Shared` value to its storage as it is now, after a replay.
  func saveSharedFiles()

  /// Sends an action of the feature's `Action` type and prints what happens.
  func send(_ action: Any) async
  /// The state, or the value at a path of property names in it.
  func state(at path: [String]) throws(ParseError) -> Any
  func printEffects()
  func printClock()
  func printDependencies()
  func setDependency(_ name: String, mode: String, column: Int) throws(ParseError)
  /// Advances the virtual clock by a duration, or to the next wake-up when `nil`.
  func advance(by duration: Duration?) async
  /// Advances until no effect is in flight, within the documented bounds.
  func run() async
  /// Cancels the lesson's effects because the lesson is going away.
  func tearDown() async
  /// One notice for each effect still in flight, as the session ends: see
  /// ``Playground/endNotices``.
  var effectsStillRunning: [String] { get }
  /// Prints the issues reported since the last step, e.g. a shared file that would not load.
  func printIssues()
  /// Lists the lesson's `@Shared` values: keys, values, files.
  func printShared()
  /// Starts a keyed shared value over from its default; see `shared reset`.
  func resetShared(_ name: String, column: Int) throws(ParseError)
  /// Writes file storage's held-back changes now, as the session ends.
  func flushPendingWrites()
  /// Reloads shared files another process changed, printing the diff: between commands,
  /// never in the middle of one.
  @discardableResult
  func reloadSharedChangedOutside() -> [URL]
  /// Writes `value` through a `@Shared` reference, as a view's binding does: no action is
  /// sent. `false` when `value` is not of the binding's type.
  func bind(_ binding: SharedBinding, to value: Any) -> Bool
  /// What the session did since the lesson started, for `export test`.
  var exportLog: ExportLog { get }
  /// The session since the lesson started, as `export test` writes it.
  var exportSession: TestSourceGenerator.Session { get }

  // MARK: Test mode (see `FeatureHost+TestMode.swift`)

  /// Whether the lesson runs in a `TestStore`.
  var isTestMode: Bool { get }
  var exhaustivity: Exhaustivity { get set }
  func testSend(_ action: Any, assertion: StateAssertion?) async
  func testReceive(_ pattern: ReceivedActionPattern, assertion: StateAssertion?) async
  func testAssert(_ assertion: StateAssertion) async
  func testFinish() async
  func testSkipReceivedActions() async
  func testSkipInFlightEffects() async
  /// Runs the end-of-test checks, when the lesson goes away in test mode.
  func endTest()
}

/// What a host gets from its session.
@MainActor
struct HostEnvironment {
  let output: Output
  /// Whether the user asked to interrupt a long `advance` or `run` (Ctrl-C).
  let isInterrupted: () -> Bool
  /// Where lessons' files go: the `dataDirectory` dependency.
  let dataFolder: DataFolder
  /// How `@Shared(.fileStorage)` reads and writes them: see ``ReplayFiles``.
  let fileStorage: FileStorage
  /// Hears every action sent and received and every effect cancelled, as it happens.
  let record: (SessionEvent) -> Void
  /// `set`'s values, which last for the session.
  let settings: SessionSettings
  /// How many more received actions the current command prints in full.
  let budget: ReceivedActionBudget
  /// Whether the lesson runs in a `TestStore`: `test on`, `tca-playground test LESSON`.
  let isTestMode: Bool
}
