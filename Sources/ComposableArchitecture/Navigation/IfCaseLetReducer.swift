extension Reducer {
  /// Runs a child's reducer on one case of enum state, while the state is in that case.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // The parent's logic, which may move the state to another case
  ///   }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// }
  /// ```
  ///
  /// As TCA's `ifCaseLet`, it runs the child before the parent, so the parent cannot move the
  /// state to another case before the child sees its own action, and cancels the child's
  /// effects when the state leaves the case (or holds another `Identifiable` id in it). A child
  /// action while the state is in another case changes nothing and is reported as an issue.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      caseKeyPath: toCaseState,
      toChildState: AnyCasePath(cached: toCaseState),
      toChildAction: AnyCasePath(cached: toCaseAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)`` returns.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  /// The case's key path, which names the child in its navigation path.
  let caseKeyPath: AnyKeyPath
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: SourceLocation

  public func _reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffects = reduceChild(into: &state, action: action)
    let childBefore = toChildState.extract(from: state).map(PresentationIdentity.init)
    let parentEffects = parent._reduce(into: &state, action: action)
    let childAfter = toChildState.extract(from: state).map(PresentationIdentity.init)
    guard let childBefore, childBefore != childAfter else { return .merge(childEffects, parentEffects) }
    return .merge(childEffects, parentEffects, ._cancelChild(at: navigationIDPath(for: childBefore)))
  }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportIssue(
        RuntimeMessages.childActionInAnotherCase(action, state: state, at: location),
        fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
      )
      return .none
    }
    defer { state = toChildState.embed(childState) }
    return child.reduceAsChild(
      into: &childState,
      action: childAction,
      at: navigationIDPath(for: PresentationIdentity(childState)),
      embed: toChildAction.embed,
      dismiss: nil
    )
  }

  private func navigationIDPath(for identity: PresentationIdentity) -> NavigationIDPath {
    DependencyValues._current.navigationIDPath.appending(keyPath: caseKeyPath, identity: identity)
  }
}
