extension Reducer {
  /// Runs the reducer of each element of a navigation stack in the parent's domain.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // The parent's logic
  ///   }
  ///   .forEach(\.path, action: \.path) {
  ///     Path()
  ///   }
  /// }
  /// ```
  ///
  /// As TCA's `forEach`, it:
  /// - runs an element's reducer before the parent's for `.element(id:action:)`, so the parent
  ///   cannot remove the element before it sees its own action;
  /// - runs the parent before popping for `.popFrom(id:)`, so the parent sees the element one
  ///   last time, and after pushing for `.push(id:state:)`;
  /// - cancels the effects of every element that leaves the stack, however it leaves;
  /// - gives each element `@Dependency(\.dismiss)`, which pops it.
  ///
  /// An action for an id the stack does not hold changes no element and is reported as an
  /// issue.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackAction: AnyCasePath(cached: toStackAction),
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the elements of a stack of a `@Reducer enum`, such as `Path`, whose `body` scopes each
  /// case to its feature.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)`` returns.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let location: SourceLocation

  public func _reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let idsBefore = state[keyPath: toStackState].mounted
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>

    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction):
      if state[keyPath: toStackState][id: id] != nil {
        let toStackAction = toStackAction
        destinationEffects = destination.reduceAsChild(
          into: &state[keyPath: toStackState].elements[id]!,
          action: elementAction,
          at: navigationIDPath(for: id),
          embed: { toStackAction.embed(.element(id: id, action: $0)) },
          dismiss: { toStackAction.embed(.popFrom(id: id)) }
        )
      } else {
        reportIssue(
          RuntimeMessages.elementActionForMissingElement(elementAction, in: .stack, at: location),
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
        destinationEffects = .none
      }
      baseEffects = base._reduce(into: &state, action: action)

    case let .popFrom(id):
      destinationEffects = .none
      let canPop = state[keyPath: toStackState].ids.contains(id)
      baseEffects = base._reduce(into: &state, action: action)
      if canPop {
        state[keyPath: toStackState].pop(from: id)
      } else {
        reportIssue(
          RuntimeMessages.popFromMissingElement(id, in: state[keyPath: toStackState].ids, at: location),
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
      }

    case let .push(id, element):
      destinationEffects = .none
      if state[keyPath: toStackState].ids.contains(id) {
        reportIssue(
          RuntimeMessages.pushForHeldElement(id, in: state[keyPath: toStackState].ids, at: location),
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
      } else {
        DependencyValues._current.stackElementID.skip(through: id)
        state[keyPath: toStackState].elements[id] = element
      }
      baseEffects = base._reduce(into: &state, action: action)

    case nil:
      destinationEffects = .none
      baseEffects = base._reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: toStackState].ids
    state[keyPath: toStackState].mounted = idsAfter
    let cancelEffects = idsBefore.subtracting(idsAfter).map { id in
      Effect<Base.Action>._cancelChild(at: navigationIDPath(for: id))
    }
    return .merge([destinationEffects, baseEffects] + cancelEffects)
  }

  private func navigationIDPath(for id: StackElementID) -> NavigationIDPath {
    DependencyValues._current.navigationIDPath.appending(keyPath: toStackState, identity: id)
  }
}
