extension Reducer {
  /// Runs a presented child's reducer in the parent's domain, while the child is presented.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // The parent's logic
  ///   }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination()
  ///   }
  /// }
  /// ```
  ///
  /// As TCA's `ifLet`, it:
  /// - runs the child's reducer before the parent's for `.presented`, so the parent cannot
  ///   dismiss the child before it sees its own action;
  /// - runs the parent before setting the state to `nil` for `.dismiss`;
  /// - cancels the child's effects when it goes away: dismissed, set to `nil` by any reducer, or
  ///   replaced by another case or another id;
  /// - sets ephemeral state, such as an alert, to `nil` after any of its actions;
  /// - gives the child `@Dependency(\.dismiss)`, which sends `.dismiss`.
  ///
  /// A `.presented` action while nothing is presented changes nothing in the child and is
  /// reported as an issue.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(cached: toPresentationAction),
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// `ifLet` for an alert, which has no reducer of its own:
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: {},
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// `ifLet` for a `@Reducer enum`, such as `Destination`, whose `body` scopes each case to its
  /// feature:
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs a child's reducer on optional state in the parent's domain, while the state is not
  /// `nil`, and cancels the child's effects when it becomes `nil`:
  ///
  /// ```swift
  /// .ifLet(\.child, action: \.child) {
  ///   Child()
  /// }
  /// ```
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _IfLetReducer(
      base: self,
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(cached: toWrappedAction),
      child: wrapped(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// `ifLet` for an alert or dialog held as a plain optional, which has no reducer of its own,
  /// as TCA's onboarding case study writes it for a `@Presents` alert:
  ///
  /// ```swift
  /// .ifLet(\.alert, action: \.alert)
  /// ```
  ///
  /// Any of its actions sets it to `nil`, unless the parent set another one meanwhile.
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: {},
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` returns.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let destination: Destination
  let location: SourceLocation

  public func _reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let childBefore = state[keyPath: toPresentationState].wrappedValue
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>

    switch (childBefore, toPresentationAction.extract(from: action)) {
    case (.some, .dismiss):
      destinationEffects = .none
      baseEffects = base._reduce(into: &state, action: action)
      if identity(of: state[keyPath: toPresentationState].wrappedValue) == identity(of: childBefore) {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case let (.some(child), .presented(childAction)):
      let toPresentationAction = toPresentationAction
      destinationEffects = destination.reduceAsChild(
        into: &state[keyPath: toPresentationState].wrappedValue!,
        action: childAction,
        at: navigationIDPath(for: child),
        embed: { toPresentationAction.embed(.presented($0)) },
        dismiss: { toPresentationAction.embed(.dismiss) }
      )
      baseEffects = base._reduce(into: &state, action: action)
      if isEphemeral(child),
        identity(of: state[keyPath: toPresentationState].wrappedValue) == identity(of: childBefore)
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (.none, .some):
      reportIssue(
        RuntimeMessages.presentationActionWithoutDestination(action, at: location),
        fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
      )
      destinationEffects = .none
      baseEffects = base._reduce(into: &state, action: action)

    case (_, .none):
      destinationEffects = .none
      baseEffects = base._reduce(into: &state, action: action)
    }

    let childAfter = state[keyPath: toPresentationState].wrappedValue
    guard let childBefore, !isEphemeral(childBefore), identity(of: childAfter) != identity(of: childBefore)
    else { return .merge(destinationEffects, baseEffects) }
    return .merge(destinationEffects, baseEffects, ._cancelChild(at: navigationIDPath(for: childBefore)))
  }

  private func identity(of child: Destination.State?) -> PresentationIdentity? {
    child.map(PresentationIdentity.init)
  }

  private func navigationIDPath(for child: Destination.State) -> NavigationIDPath {
    DependencyValues._current.navigationIDPath
      .appending(keyPath: toPresentationState, identity: PresentationIdentity(child))
  }
}

/// The reducer ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` returns.
public struct _IfLetReducer<Base: Reducer, Child: Reducer>: Reducer {
  let base: Base
  let toChildState: WritableKeyPath<Base.State, Child.State?>
  let toChildAction: AnyCasePath<Base.Action, Child.Action>
  let child: Child
  let location: SourceLocation

  public func _reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let childBefore = state[keyPath: toChildState]
    var childEffects = Effect<Base.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if let childState = childBefore {
        childEffects = child.reduceAsChild(
          into: &state[keyPath: toChildState]!,
          action: childAction,
          at: navigationIDPath(for: childState),
          embed: toChildAction.embed,
          dismiss: nil
        )
      } else {
        reportIssue(
          RuntimeMessages.childActionWithoutChild(action, at: location),
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
      }
    }
    let baseEffects = base._reduce(into: &state, action: action)
    let identityAfter = state[keyPath: toChildState].map(PresentationIdentity.init)
    // An alert goes away after any of its actions, unless the parent put another one up.
    if toChildAction.extract(from: action) != nil, let childBefore, let childAfter = state[keyPath: toChildState],
      isEphemeral(childAfter), identityAfter == PresentationIdentity(childBefore)
    {
      state[keyPath: toChildState] = nil
    }
    guard let childBefore, identityAfter != PresentationIdentity(childBefore)
    else { return .merge(childEffects, baseEffects) }
    return .merge(childEffects, baseEffects, ._cancelChild(at: navigationIDPath(for: childBefore)))
  }

  private func navigationIDPath(for child: Child.State) -> NavigationIDPath {
    DependencyValues._current.navigationIDPath
      .appending(keyPath: toChildState, identity: PresentationIdentity(child))
  }
}
