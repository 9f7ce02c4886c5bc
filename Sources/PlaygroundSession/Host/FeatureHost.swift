@_spi(Playground) import ComposableArchitecture
import Foundation
import PlaygroundText

/// The bridge to one loaded feature: its store on a virtual clock, the lesson's `@Shared`
/// references and the issues the runtime reports. It sends, reads the state and tears down,
/// and publishes what happens as ``HostEvent``s; printing, the timeline, the export and test
/// mode are components that observe it (see ``LoadedLesson``).
@MainActor
final class FeatureHost<State: Equatable, Action> {
  let environment: HostEnvironment
  let clock: VirtualClock
  let store: HostedStore<State, Action>
  let issues = IssueCollector()
  /// The lesson's keyed `@Shared` references: new with each load and reset, as on an app
  /// relaunch, so in-memory values start over and file-stored ones load again.
  let references: PersistentReferences
  private let events: Events

  /// - Parameters:
  ///   - dependencies: Sets the lesson's own dependencies, after the playground's.
  ///   - onEffectSleep: Hears each effect go to sleep on the clock, from the effect's task.
  init<R: Reducer<State, Action>>(
    environment: HostEnvironment,
    dependencies: @escaping (inout DependencyValues) -> Void,
    onEffectSleep: @escaping @Sendable (_ effectID: Int, _ elapsed: Duration) -> Void,
    initialState: () -> State,
    reducer: () -> R
  ) {
    self.environment = environment
    let events = Events()
    self.events = events
    let clock = VirtualClock { effectID, elapsed in
      if let effectID { onEffectSleep(effectID, elapsed) }
    }
    self.clock = clock
    let references = PersistentReferences()
    self.references = references
    let prepareDependencies: (inout DependencyValues) -> Void = { values in
      values.context = .live
      values.continuousClock = clock
      values.suspendingClock = clock
      values.date = DateGenerator { clock.date }
      values.uuid = .incrementing
      values.dataDirectory = environment.dataFolder.url
      // A test's files are in memory, empty at first, as TCA's test dependencies make them:
      // a test neither reads what the data folder holds nor writes to it. In an app,
      // held-back writes happen on the virtual clock, as the session's effects do.
      values.defaultFileStorage =
        environment.isTestMode
        ? .inMemory
        : environment.fileStorage.scheduling { delay, work in clock.schedule(after: delay, work) }
      values.persistentReferences = references
      dependencies(&values)
    }
    func publishing() -> some Reducer<State, Action> {
      reducer()._printChanges(_ReducerPrinter(printChange: events.reduced))
    }
    store = withIssueReporters([issues]) {
      if environment.isTestMode {
        .test(TestStore(initialState: initialState(), reducer: publishing, withDependencies: prepareDependencies))
      } else {
        .app(Store(initialState: initialState(), reducer: publishing, withDependencies: prepareDependencies))
      }
    }
    store.configure(synchronousActionLimit: SessionLimits.synchronousActions) { event in
      switch event {
      case let .effectSent(effectID, _):
        events.effectSendObservers(effectID)
      case .runawayLoop:
        events.sendLooped = true
        events.storeObservers(event)
      default:
        events.storeObservers(event)
      }
    }
  }

  /// Adds an observer; observers hear each event in the order they were added.
  func observe(_ observer: @escaping (HostEvent<State, Action>) -> Void) {
    events.observers.append(observer)
  }

  /// Adds an observer of each action reduced, inside `_printChanges`.
  func observeReductions(_ observer: @escaping (Reduction<State, Action>) -> Void) {
    events.reductionObservers = { [previous = events.reductionObservers] in
      previous($0)
      observer($0)
    }
  }

  /// Adds an observer of the store's events: effects started, finished, cancelled, and runaway
  /// loops. An effect sending an action is for ``observeEffectSends(_:)``.
  func observeStore(_ observer: @escaping (StoreEvent<Action>) -> Void) {
    events.storeObservers = { [previous = events.storeObservers] in
      previous($0)
      observer($0)
    }
  }

  /// Adds an observer of each action an effect sends, told the effect's id. Apart from the
  /// other store events: it comes once a tick of a timer, and its observer's closure type names
  /// none of the feature's types, which the runtime would look up at every call.
  func observeEffectSends(_ observer: @escaping (_ effectID: Int) -> Void) {
    events.effectSendObservers = { [previous = events.effectSendObservers] in
      previous($0)
      observer($0)
    }
  }

  /// For the components: publishes what they did, such as moving the clock.
  func publish(_ event: HostEvent<State, Action>) {
    events.publish(event)
  }

  /// The feature's state now: in test mode, past any failed assertion.
  var state: State { store.state }

  /// Actions effects sent back since the lesson started.
  var receivedCount: Int { events.receivedCount }

  /// Sends the user's action to the app's store, and lets its effects run. In test mode the
  /// test store sends (see ``TestModeDriver``), through ``sendingUserAction(_:_:)``.
  func send(_ action: Action) async {
    guard case let .app(store) = store else { preconditionFailure("in test mode, the test store sends") }
    await withIssueReporters([issues]) {
      await sendingUserAction(action) { store.send(action) }
      await settle()
    }
  }

  /// Runs `send`, which hands the user's `action` to the store: the first action reduced in
  /// it is the user's, the others are received. Publishes ``HostEvent/sending(_:)`` before
  /// and ``HostEvent/sent(failed:looped:)`` after.
  func sendingUserAction(_ action: Action, _ send: () async -> Void) async {
    let issuesBefore = issues.reportedCount
    events.sendLooped = false
    events.publish(.sending(action))
    events.userActionPending = true
    await send()
    events.userActionPending = false
    events.publish(.sent(failed: issues.reportedCount > issuesBefore || events.sendLooped, looped: events.sendLooped))
  }

  /// Whether the runtime stopped the user's last `send` as a runaway loop.
  var lastSendLooped: Bool { events.sendLooped }

  /// Lets effects that can run do so, then prints the issues they reported.
  func settle() async {
    await Task.megaYield()
    printIssues()
  }

  func printIssues() {
    issues.printPending(to: environment.output)
  }

  /// Cancels the feature's effects because the lesson is going away, and writes what file
  /// storage held back.
  func tearDown() async {
    store.cancelAllEffects()
    await settle()
    flushPendingWrites()
  }

  /// Writes file storage's held-back changes now: on tear-down, an interrupted `advance`, or
  /// as the session ends.
  func flushPendingWrites() {
    for reference in references.all where reference.hasPendingSave {
      withIssueReporters([issues]) { reference.flushPendingSave() }
      environment.output.append("saved \(reference.key.name) to \(place(of: reference)): the change held back since its last write")
    }
    printIssues()
  }

  /// Where a reference's value is kept: its file, relative to the data folder, or its key.
  func place(of reference: any AnyPersistentReference) -> String {
    reference.key.file.map { environment.dataFolder.displayPath(of: $0) } ?? reference.key.text
  }

  /// The observers, and what the host keeps of the actions reduced, in an object the store's
  /// printer and event handler can hold before the host exists.
  @MainActor
  private final class Events {
    var observers: [(HostEvent<State, Action>) -> Void] = []
    /// The observers of the two events every action brings, each list as one closure that
    /// calls them in turn: iterating an array of closures of the host's generic types looks up
    /// the closure's type at every event, 86,400 times in a timer's day.
    var reductionObservers: (Reduction<State, Action>) -> Void = { _ in }
    var storeObservers: (StoreEvent<Action>) -> Void = { _ in }
    var effectSendObservers: (Int) -> Void = { _ in }
    /// Set while the user's action waits to be reduced.
    var userActionPending = false
    /// Whether the user's `send` being reduced was stopped as a runaway loop.
    var sendLooped = false
    private(set) var receivedCount = 0
    private var caseKeys = ActionCaseKeys<Action>()

    func publish(_ event: HostEvent<State, Action>) {
      for observer in observers { observer(event) }
    }

    func reduced(_ action: Action, _ oldState: State, _ newState: State) {
      let sent = userActionPending
      userActionPending = false
      if !sent { receivedCount += 1 }
      let reduction = Reduction(
        action: action, oldState: oldState, newState: newState, sent: sent, caseKey: caseKeys.key(of: action)
      )
      reductionObservers(reduction)
    }
  }
}
