@_spi(Playground) import ComposableArchitecture

/// What `export test` and transcript export ask of a loaded lesson.
@MainActor
protocol ExportRecording: AnyObject {
  /// The session since the lesson started, as `export test` writes it.
  var session: TestSourceGenerator.Session { get }
  /// How many entries the log holds: where the next command's begin.
  var entryCount: Int { get }
}

/// Keeps the ``ExportLog`` of a host: it observes what the host and its components publish,
/// and test mode records its own steps here. Outside test mode it logs each action with the
/// state around it, whether the action printed or not; in test mode what the learner
/// asserted.
@MainActor
final class ExportRecorder<State: Equatable, Action>: ExportRecording {
  private let log = ExportLog()
  private let host: FeatureHost<State, Action>
  /// The calls the dependencies' endpoints made, which the export's overrides answer.
  private let calls: EndpointCallLog
  /// Whether effects sent actions test mode's `receive` has not taken yet.
  private let receivedActionsLeft: () -> Bool

  init(host: FeatureHost<State, Action>, calls: EndpointCallLog, receivedActionsLeft: @escaping () -> Bool) {
    self.host = host
    self.calls = calls
    self.receivedActionsLeft = receivedActionsLeft
    host.observe { [unowned self] in observe($0) }
    // In test mode the test-mode commands log what the learner asserted instead.
    if !host.environment.isTestMode {
      host.observeReductions { [unowned self] in record($0) }
    }
  }

  var session: TestSourceGenerator.Session {
    TestSourceGenerator.Session(
      entries: log.entries, effectsInFlight: !host.store.runningEffects.isEmpty,
      receivedActionsLeft: receivedActionsLeft(), endpointCalls: calls.recorded
    )
  }

  var entryCount: Int { log.entries.count }

  /// Logs a step test mode took.
  func record(_ entry: ExportEntry) {
    log.record(entry)
  }

  /// Where the user's `send` being reduced began in the log.
  private var sendStart = 0
  /// Where the clock's move being made began in the log.
  private var clockMoveStart = 0

  private func observe(_ event: HostEvent<State, Action>) {
    switch event {
    case .sending:
      sendStart = log.entries.endIndex
      isReducingOneSend = true
    case let .sent(failed, looped):
      isReducingOneSend = false
      guard !host.environment.isTestMode else { break }
      // A runaway loop hangs a test in TCA, which never stops one: the export leaves it out.
      if looped {
        log.markLooped(from: sendStart)
      } else if failed {
        // The runtime reported the action (sent to a stack element that is not there, say): a
        // test's `send` reports it too, so the export expects it.
        log.markFailed(at: sendStart)
      }
    case .clockMoving:
      // The clock's move goes ahead of the actions received on the way, as a test advances
      // its clock and then receives them.
      log.endRun()
      clockMoveStart = log.entries.endIndex
    case let .clockMoved(duration):
      if duration > .zero { log.insert(.clockAdvanced(duration), at: clockMoveStart) }
    case let .dependencySwitched(name, mode, override, era):
      log.record(.dependency(DependencyChoice(name: name, mode: mode, override: override, era: era)))
    case let .sharedWritten(state, tracker):
      let before = tracker.compare { ExportValue(state, at: .before) }
      let after = ExportValue(state)
      if before != after {
        log.record(.sharedWrite(before: before, after: after, asserted: !host.environment.isTestMode))
      }
    }
  }

  /// Logs an action with the state around it, or, when it is a timer's tick, counts it.
  /// Called inside `_printChanges`: a `@Shared` value still reads as it was before the action.
  private func record(_ reduction: Reduction<State, Action>) {
    // Two constants, not one tuple: a tuple of the generic state has its type looked up.
    let oldState = reduction.oldState
    let newState = reduction.newState
    let form = exportForm(of: reduction.action, key: reduction.caseKey)
    if !reduction.sent, reduction.caseKey != nil, let last = lastExportedState, last == oldState,
      countedProperty()?.counts(from: oldState, to: newState) == true, log.recordTick(form.casePath)
    {
      lastExportedState = newState
      lastExportedValue = nil
      return
    }
    let era = currentEra()
    let before = lastExportedForm(of: oldState, in: era) ?? Deferred(ExportValue(oldState, at: .before))
    // Here `==` sees each `@Shared` value as it was before the action and as it is now: an
    // action that changed nothing leaves the state as logged before it.
    let expected = oldState == newState ? before : deferredForm(of: newState, in: era)
    countedFrom = (before, expected)
    lastExportedState = newState
    lastExportedValue = expected
    lastExportedEra = era
    lastExportedInThisSend = isReducingOneSend
    let step = ExportStep(action: form.value, before: before, expected: expected)
    log.record(reduction.sent ? .send(step) : .receive(step, match: .casePath(form.casePath)))
  }

  /// The state after the last action logged, as it was and as logged; the form is `nil`
  /// after a tick, which the log counts without one. Two properties, not a tuple: the
  /// recorder is generic, and a tuple's type is looked up at every use, each tick's.
  private var lastExportedState: State?
  private var lastExportedValue: Deferred<ExportValue>?
  /// The era the last action was logged in.
  private var lastExportedEra: SharedEra?
  /// The state forms of the last action logged, until ``countedProperty()`` reads them.
  private var countedFrom: (before: Deferred<ExportValue>, expected: Deferred<ExportValue>)?
  private var counted: CountedProperty<State>?

  /// The integer property the last action logged added one to, if that is all it changed.
  /// Found when a tick asks, as finding it builds the step's state forms.
  private func countedProperty() -> CountedProperty<State>? {
    if let (before, expected) = countedFrom {
      counted = CountedProperty(before: before.value, expected: expected.value)
      countedFrom = nil
    }
    return counted
  }
  /// The export's form of each action case with no value, by case.
  private var caseExports: [String: ActionForm] = [:]

  /// The export's form of the state before an action, when it is the state after the one
  /// before, already logged: in a run of received actions. Not when `@Shared` values are in
  /// it and one changed since, which can happen between two actions without either changing
  /// the state; the era the last action was logged in is still `era` when none did.
  private func lastExportedForm(of state: State, in era: SharedEra) -> Deferred<ExportValue>? {
    guard let value = lastExportedValue, let last = lastExportedState, last == state,
      lastExportedInThisSend || lastExportedEra === era || !value.value.holdsShared
    else { return nil }
    return value
  }

  /// The form of `state`, the state now, built when first read: within `era`, which no
  /// `@Shared` value has changed in yet, it reads each as it is now, however it changes later.
  private func deferredForm(of state: State, in era: SharedEra) -> Deferred<ExportValue> {
    let form = Deferred { era.read { ExportValue(state, at: .before) } }
    statesInEra.append(WeakForm(form: form))
    return form
  }

  /// Set while the store reduces one `send` and the actions it sends synchronously: nothing
  /// else runs between two of them, so no `@Shared` value can change between them either.
  private var isReducingOneSend = false {
    didSet { lastExportedInThisSend = false }
  }
  /// Whether ``lastExportedState`` was logged during the `send` being reduced now.
  private var lastExportedInThisSend = false

  /// The export's form of `action` and the case path a test receives it by, built when read;
  /// kept for a case with no value, whose form never changes.
  private func exportForm(of action: Action, key: String?) -> ActionForm {
    if let key, let form = caseExports[key] { return form }
    let form = ActionForm(action, era: currentEra())
    formsInEra.append(form)
    if let key { caseExports[key] = form }
    return form
  }

  /// The era the forms logged since the last change to a `@Shared` value belong to.
  private var era: SharedEra?
  /// The forms logged in ``era``, not built yet.
  private var formsInEra: [ActionForm] = []
  /// The state forms logged in ``era``, not built yet, while the log keeps them: a long run
  /// keeps only its first and last steps.
  private var statesInEra: [WeakForm] = []

  private struct WeakForm {
    weak var form: Deferred<ExportValue>?
  }

  /// The era an action logged now belongs to: after a change to a `@Shared` value, a new one,
  /// once the forms of the one before are built as they were logged.
  private func currentEra() -> SharedEra {
    if let era, !era.hasChanges { return era }
    for form in formsInEra { form.build() }
    formsInEra = []
    for state in statesInEra { _ = state.form?.value }
    statesInEra = []
    era?.end()
    let era = SharedEra()
    self.era = era
    return era
  }
}

extension TestSourceGenerator {
  /// A generator for the tests of `lesson`'s feature.
  init(lesson: Lesson, suiteName: String) {
    self.init(
      suiteName: suiteName,
      initialState: lesson.initialStateSource,
      reducer: lesson.reducerSource,
      fixedDependencies: lesson.uses,
      startingModes: lesson.dependencies.enumerated().map { era, option in
        DependencyChoice(name: option.name, mode: option.modes[0].name, override: option.modes[0].override, era: era)
      },
      endpoints: Dictionary(
        lesson.dependencies.map { option in (option.name, option.endpoints.map { ($0.name, $0.parameters, $0.streams, $0.streamElement, $0.throwing) }) },
        uniquingKeysWith: { first, _ in first }
      ),
      errorDeclarations: lesson.errors.compactMap { error in error.testDeclaration.map { (error.typeName, $0) } },
      sharedForms: SharedChangeForms(methods: lesson.methods, initializers: lesson.initializers),
      module: lesson.module
    )
  }
}
