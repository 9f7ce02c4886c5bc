import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting

/// Tests a feature exhaustively, as TCA's `TestStore` does: each `send` states how the state
/// changes, each action an effect feeds back is `receive`d, and every effect finishes.
///
/// ```swift
/// @MainActor
/// struct CounterTests {
///   @Test func increment() async {
///     let store = TestStore(initialState: Counter.State()) {
///       Counter()
///     }
///     await store.send(.incrementButtonTapped) {
///       $0.count = 1
///     }
///   }
/// }
/// ```
///
/// Failures are reported with IssueReporting's `reportIssue`, at the `send` or `receive` that
/// failed, in TCA's words; `withKnownIssue` catches them. What is still pending when the store
/// goes away (actions not received, effects still running, shared changes not asserted) is
/// reported then, at the line that created the store.
///
/// The store runs the feature in a ``Store``, whose effects run on the main serial executor:
/// creating one turns `uncheckedUseMainSerialExecutor` on, and the store puts back the value it
/// found when it goes away, as TCA's does (see ``useMainSerialExecutor``).
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The dependencies the feature and its effects see. Change them between steps to change
  /// what the next actions see:
  ///
  /// ```swift
  /// store.dependencies.factClient.fetch = { _ in throw FactError() }
  /// ```
  public var dependencies: DependencyValues {
    get { store.dependencies }
    set { store.dependencies = newValue }
  }

  /// How strictly the store checks the feature: ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  /// The state the test has asserted so far. Inside the trailing closure of `send` it is the
  /// state before the action, so it cannot stand in for the expected state.
  public var state: State {
    reducer.state
  }

  /// How long `receive` and `finish` wait, in real time, for effects still in flight: 1 second.
  public var timeout: Duration = .seconds(1)

  /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`.
  public private(set) var isDismissed = false

  /// Whether every task, effects included, runs on the main serial executor, in order: on from
  /// the moment the store is made until it goes away, when the value it found is put back.
  ///
  /// The setting is process-wide (swift-concurrency-extras' `uncheckedUseMainSerialExecutor`).
  public var useMainSerialExecutor: Bool {
    get { uncheckedUseMainSerialExecutor }
    set { uncheckedUseMainSerialExecutor = newValue }
  }
  /// `uncheckedUseMainSerialExecutor` as the store found it, put back in `deinit`.
  private let originalUseMainSerialExecutor = uncheckedUseMainSerialExecutor

  let reducer: TestReducer<State, Action>
  let store: Store<State, TestReducer<State, Action>.TestAction>
  private let location: SourceLocation
  /// Actions whose effects the test skipped: they may go on, but no longer need to finish.
  private var skippedEffectOrigins: Set<Int> = []
  /// Whether the end-of-test checks ran: once, at `deinit` or when a shell ends the test.
  private var hasCompleted = false
  /// Issues found while the store collects them rather than reporting them: during the
  /// end-of-test checks of a store released on another thread.
  private var deferredIssues: [StoreIssue]?
  /// Where a shell that drives the store hears "Skipped assertions." issues, which a test
  /// reports as known issues with `withExpectedIssue`: that call defers to the test runner
  /// when one is running, even when the store belongs to a shell inside a test.
  @_spi(Playground) public var reportKnownIssue: ((String) -> Void)?
  /// Who else hears the store's events: a shell that shows them (``observeEvents(_:)``).
  var eventObserver: ((StoreEvent<Action>) -> Void)?

  /// Creates a test store from an initial state and the feature's reducer.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Timers.State()) {
  ///   Timers()
  /// } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    MainQueue.mark()
    let dependencies = Dependencies.withDependencies {
      $0.stackElementID = .incrementing
      prepareDependencies(&$0)
    } operation: {
      DependencyValues._current
    }
    let reducer = Dependencies.withDependencies {
      $0 = dependencies
    } operation: {
      TestReducer(reducer(), initialState: initialState())
    }
    self.reducer = reducer
    self.store = Store(initialState: reducer.state) {
      reducer
    } withDependencies: {
      $0 = dependencies
    }
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.useMainSerialExecutor = true
    reducer.onDismiss = { [weak self] in self?.dismissed() }
    store.onEvent = { [weak self] in self?.handle($0) }
  }

  /// The end of the test, in TCA: the actions not received, the effects still running and the
  /// shared changes not asserted are reported here.
  ///
  /// A plain `deinit`, so the issues reach the test that is ending (an `isolated deinit` would
  /// run later, outside it). The checks read main-actor state: a store released on another
  /// thread, as when a test's last reference goes with a task, runs them on the main queue,
  /// which is where the main actor's jobs run, and waits for them.
  deinit {
    uncheckedUseMainSerialExecutor = originalUseMainSerialExecutor
    guard !MainQueue.isCurrent else {
      MainActor.assumeIsolated { completed() }
      return
    }
    // Released on another thread: the checks read main-actor state, so they run on the main
    // queue, and their findings are reported back here, in the releasing task, whose
    // task-local context tells the test runner which test they belong to.
    let (issues, knownIssueHandler) = DispatchQueue.main.sync {
      MainActor.assumeIsolated {
        (collectingIssues { completed() }, UncheckedSendable(reportKnownIssue))
      }
    }
    for issue in issues {
      issue.report(knownIssueHandler: knownIssueHandler.value)
    }
  }

  func completed() {
    guard !hasCompleted else { return }
    hasCompleted = true
    assertNoReceivedActions(at: location)
    for action in inFlightEffects {
      reportIssueHelper(TestStoreMessages.effectStillRunning, at: action.location)
    }
    assertNoSharedChanges(at: location)
  }

  /// Waits for every effect in flight to finish, for up to `duration` of real time (the
  /// store's ``timeout`` by default), then checks that no received action is left.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.finish()
  /// ```
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    assertNoReceivedActions(at: location)
    let duration = duration ?? timeout
    guard await RealTimeWait.until({ inFlightEffects.isEmpty }, for: duration) else {
      reportIssueHelper(
        TestStoreMessages.effectsStillInFlight(after: duration, isDefaultTimeout: duration == timeout),
        at: location
      )
      return
    }
    assertNoSharedChanges(at: location)
  }

  /// Runs `operation` with dependencies changed, then puts them back.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let saved = dependencies
    defer { dependencies = saved }
    try updateValuesForOperation(&dependencies)
    return try operation()
  }

  /// Runs `operation` with dependencies changed, then puts them back.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let saved = dependencies
    defer { dependencies = saved }
    try updateValuesForOperation(&dependencies)
    return try await operation()
  }

  /// Runs `operation` with another exhaustivity, then puts it back.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    defer { self.exhaustivity = saved }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs `operation` with another exhaustivity, then puts it back.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    defer { self.exhaustivity = saved }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// One action per reduced action whose effects are still running and not skipped, oldest
  /// first: the "effects in flight" of TCA's messages.
  var inFlightEffects: [TestReducer<State, Action>.TestAction] {
    var seen: Set<Int> = []
    return store.runningEffects.compactMap { effect in
      let origin = effect.action
      guard !skippedEffectOrigins.contains(origin.id), seen.insert(origin.id).inserted
      else { return nil }
      return origin
    }
  }

  /// Stops requiring the effects in flight to finish: ``skipInFlightEffects(strict:fileID:file:line:column:)``.
  func skipEffects(of actions: [TestReducer<State, Action>.TestAction]) {
    skippedEffectOrigins.formUnion(actions.map(\.id))
  }

  /// What the store reports about its effects: a runaway loop fails the test where TCA's store
  /// would hang it, at the `send` that started it.
  private func handle(_ event: StoreEvent<TestReducer<State, Action>.TestAction>) {
    if case let .runawayLoop(action, count) = event {
      action.location.reportIssue(TestStoreMessages.runawayLoop(action.action, count: count))
    }
    eventObserver?(event.map(\.action))
  }

  private func dismissed() {
    withExhaustivity(.off) {
      skipInFlightEffects(strict: false, at: location)
      isDismissed = true
    }
  }

  private func assertNoReceivedActions(at location: SourceLocation) {
    guard !reducer.receivedActions.isEmpty else { return }
    reportIssueHelper(TestStoreMessages.unexpectedActions(reducer.receivedActions.actions), at: location)
  }

  private func assertNoSharedChanges(at location: SourceLocation) {
    if reducer.sharedChanges.hasChanges {
      try? expectState(
        expected: state,
        actual: state,
        preamble: TestStoreMessages.unassertedSharedState,
        postamble: TestStoreMessages.assertSharedState,
        skipUnnecessaryModifyFailure: true,
        at: location
      )
    }
    reducer.sharedChanges.reset()
  }

  /// Reports a failure as the exhaustivity asks: an issue when exhaustive, an expected issue
  /// ("Skipped assertions.") when showing skipped assertions, nothing otherwise.
  func reportIssueHelper(
    _ message: String,
    overrideExhaustivity exhaustivity: Exhaustivity? = nil,
    at location: SourceLocation
  ) {
    let issue = StoreIssue(message: message, location: location, exhaustivity: exhaustivity ?? self.exhaustivity)
    if deferredIssues != nil {
      deferredIssues?.append(issue)
    } else {
      issue.report(knownIssueHandler: reportKnownIssue)
    }
  }

  /// Runs `body` with the issues it finds kept rather than reported, and returns them.
  private func collectingIssues(_ body: () -> Void) -> [StoreIssue] {
    deferredIssues = []
    defer { deferredIssues = nil }
    body()
    return deferredIssues ?? []
  }
}

/// A failure a ``TestStore`` found, with the exhaustivity that decides how it is reported.
struct StoreIssue {
  let message: String
  let location: SourceLocation
  let exhaustivity: Exhaustivity

  /// Reports it: an issue when exhaustive, an expected issue ("Skipped assertions.") when
  /// skipped assertions are shown, handed to `knownIssueHandler` when a shell listens for
  /// those, nothing otherwise.
  func report(knownIssueHandler: ((String) -> Void)?) {
    switch exhaustivity {
    case .on:
      location.reportIssue(message)
    case .off(showSkippedAssertions: true):
      let text = TestStoreMessages.skippedAssertions(message)
      if let knownIssueHandler {
        knownIssueHandler(text)
      } else {
        withExpectedIssue { location.reportIssue(text) }
      }
    case .off(showSkippedAssertions: false):
      break
    }
  }
}

/// A convenience for naming a test store by its feature: `TestStoreOf<Counter>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

extension SourceLocation {
  func reportIssue(_ message: String) {
    IssueReporting.reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Whether code runs on the main actor, asked without trapping.
///
/// The main actor's jobs run on the main dispatch queue. On Linux that queue is not always
/// drained by the process's first thread (swift-testing's runner leaves it to a worker), so
/// `Thread.isMainThread` cannot tell; a value set on the queue can.
private enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()

  @MainActor
  static func mark() {
    DispatchQueue.main.setSpecific(key: key, value: true)
  }

  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}
