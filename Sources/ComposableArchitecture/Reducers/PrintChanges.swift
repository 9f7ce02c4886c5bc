extension Reducer {
  /// Prints every action the reducer receives and the state diff it causes, in the format of
  /// TCA's `_printChanges()`:
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///   Counter.State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  /// ```
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// What ``Reducer/_printChanges(_:)`` does with each change.
public struct _ReducerPrinter<State, Action> {
  private let _printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self._printChange = printChange
  }

  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    _printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// TCA's layout: the action dumped with an indent of two, then custom-dump's diff of the
  /// state, or `(No state changes)`.
  public static func render(receivedAction: Action, oldState: State, newState: State) -> String {
    var target = "received action:\n"
    CustomDump.customDump(receivedAction, to: &target, indent: 2)
    target.write("\n")
    target.write(diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n")
    return target
  }

  /// Prints to standard output.
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(render(receivedAction: action, oldState: oldState, newState: newState), terminator: "")
    }
  }
}

/// The reducer ``Reducer/_printChanges(_:)`` returns.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  public func _reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base._reduce(into: &state, action: action) }
    let oldState = state
    // A state of plain values holds no reference, so no `@Shared` one: a timer's tick then
    // costs no tracker.
    guard !_isPOD(Base.State.self) else {
      let effects = base._reduce(into: &state, action: action)
      printer.printChange(receivedAction: action, oldState: oldState, newState: state)
      return effects
    }
    // The old state shares its `@Shared` references with the new one; the tracker keeps
    // their values from before the action, so the diff still shows what changed.
    let tracker = SharedChangeTracker()
    let effects = tracker.record { base._reduce(into: &state, action: action) }
    tracker.compare {
      printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    }
    return effects
  }
}
