import ComposableArchitecture
import Foundation
import PlaygroundText

/// What the session needs from a loaded lesson, with the feature's types erased: the feature
/// itself, and the components the commands reach (see ``LoadedLesson``).
@MainActor
protocol LessonHost: AnyObject {
  var lesson: Lesson { get }
  /// The feature's `Action` type, for parsing and listing actions.
  var actionType: any CaseReflectable.Type { get }
  /// The action types as Tab completion walks them.
  var actionSchema: ActionSchema { get }
  /// The feature's state now.
  var currentState: Any { get }
  /// Actions effects sent back since the lesson started.
  var receivedCount: Int { get }

  /// Sends an action of the feature's `Action` type and prints what happens; in test mode,
  /// see ``testMode``.
  func send(_ action: Any) async
  /// The state, or the value at a path of property names in it.
  func state(at path: [String]) throws(ParseError) -> Any
  /// custom-dump's diff from `oldState`, a state of this lesson's feature, to the state now;
  /// `nil` when they are equal or `oldState` is another feature's.
  func stateDifference(from oldState: Any) -> String?
  /// Whether the state now `==` `oldState`, a state of this lesson's feature.
  func hasState(equalTo oldState: Any) -> Bool
  /// Prints the issues reported since the last step, e.g. a shared file that would not load.
  func printIssues()
  /// Writes file storage's held-back changes now, as the session ends.
  func flushPendingWrites()
  /// Ends the test in test mode, cancels the lesson's effects because the lesson is going
  /// away, and writes what file storage held back.
  func tearDown() async

  var clock: any ClockControls { get }
  var timeline: any TimelineDrawing { get }
  var dependencies: any DependencyControls { get }
  var shared: any SharedStateControls { get }
  var export: any ExportRecording { get }
  /// The test store's commands, when the lesson runs in one.
  var testMode: (any TestModeControls)? { get }
}
