@_spi(Playground) import ComposableArchitecture
import PlaygroundText

/// A loaded lesson: its ``FeatureHost`` and the components around it, assembled here and
/// nowhere else. Each component observes the host's events or reaches the host itself; none
/// of them, and not the host, knows the others, except test mode, which logs its steps in the
/// export.
@MainActor
final class LoadedLesson<State: Equatable, Action: CaseReflectable>: LessonHost {
  let lesson: Lesson
  private let host: FeatureHost<State, Action>
  let clock: any ClockControls
  let timeline: any TimelineDrawing
  let dependencies: any DependencyControls
  let shared: any SharedStateControls
  let export: any ExportRecording
  let testMode: (any TestModeControls)?
  private let printer: ChangePrinter<State, Action>

  init<R: Reducer<State, Action>>(
    lesson: Lesson,
    environment: HostEnvironment,
    initialState: () -> State,
    reducer: () -> R
  ) {
    self.lesson = lesson
    let timeline = TimelineRecorder<State, Action>()
    let calls = EndpointCallLog()
    let host = FeatureHost(
      environment: environment,
      dependencies: { values in
        // Each starting mode is the era of its option's index: see `DependencyChoice.era`.
        for (era, option) in lesson.dependencies.enumerated() {
          option.apply(option.modes[0], to: &values, recordingTo: calls.recorder(for: option.name, era: era))
        }
      },
      onEffectSleep: timeline.onEffectSleep,
      initialState: initialState,
      reducer: reducer
    )
    self.host = host
    calls.attach(host.clock)
    // The order they hear each event in: the timeline and the export log before the printer.
    timeline.observe(host)
    self.timeline = timeline
    let testStore: TestStore<State, Action>? = if case let .test(store) = host.store { store } else { nil }
    let export = ExportRecorder(host: host, calls: calls) {
      testStore.map { !$0.pendingReceivedActions.isEmpty } ?? false
    }
    self.export = export
    host.observe { event in SessionEvent(event).map(environment.record) }
    host.observeReductions { reduction in
      if environment.recordsStoreEvents() { SessionEvent(reduction).map(environment.record) }
    }
    host.observeStore { event in
      if environment.recordsStoreEvents() { SessionEvent(event).map(environment.record) }
    }
    printer = ChangePrinter(host: host)
    clock = ClockDriver(host: host)
    dependencies = DependencySwitcher(host: host, lesson: lesson, calls: calls)
    shared = SharedStateDriver(host: host, lesson: lesson)
    testMode = testStore.map { TestModeDriver(host: host, testStore: $0, export: export) }
  }

  var actionType: any CaseReflectable.Type { Action.self }
  /// Built for the first completion snapshot and kept: a feature's action types never change.
  private(set) lazy var actionSchema = ActionSchema(root: Action.self)
  var currentState: Any { host.state }
  var receivedCount: Int { host.receivedCount }

  func send(_ action: Any) async {
    await host.send(action as! Action)
  }

  func state(at path: [String]) throws(ParseError) -> Any {
    try StatePath.value(at: path, in: host.state)
  }

  func stateDifference(from oldState: Any) -> String? {
    guard let oldState = oldState as? State else { return nil }
    return diff(oldState, host.state)
  }

  func hasState(equalTo oldState: Any) -> Bool {
    (oldState as? State) == host.state
  }

  func printIssues() {
    host.printIssues()
  }

  func flushPendingWrites() {
    host.flushPendingWrites()
  }

  func tearDown() async {
    testMode?.endTest()
    await host.tearDown()
  }
}
