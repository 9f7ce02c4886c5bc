extension Reducer {
  /// Runs a reducer on each element of an `IdentifiedArray` in the parent's domain.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // The parent's logic
  ///   }
  ///   .forEach(\.rows, action: \.rows) {
  ///     Row()
  ///   }
  /// }
  /// ```
  ///
  /// As TCA's `forEach`, it runs an element's reducer before the parent's, so the parent cannot
  /// remove the element before it sees its own action, and cancels every effect of an element
  /// that leaves the array, however it leaves — the same navigation scoping the stack's
  /// ``forEach(_:action:destination:fileID:filePath:line:column:)`` uses, so two elements'
  /// cancel ids never collide either.
  ///
  /// An action for an id the array does not hold changes no element and is reported as an
  /// issue.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _ForEachReducer(
      parent: self,
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(cached: toElementAction),
      element: element(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)`` returns.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let element: Element
  let location: SourceLocation

  public func _reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffects = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffects = parent._reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    let cancelEffects = idsBefore.subtracting(idsAfter).map { id in
      Effect<Parent.Action>._cancelChild(at: navigationIDPath(for: id))
    }
    return .merge([elementEffects, parentEffects] + cancelEffects)
  }

  private func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction) = toElementAction.extract(from: action) else { return .none }
    guard state[keyPath: toElementsState][id: id] != nil else {
      reportIssue(
        RuntimeMessages.elementActionForMissingElement(action, in: .identifiedArray, at: location),
        fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
      )
      return .none
    }
    let toElementAction = toElementAction
    return element.reduceAsChild(
      into: &state[keyPath: toElementsState][id: id]!,
      action: elementAction,
      at: navigationIDPath(for: id),
      embed: { toElementAction.embed(.element(id: id, action: $0)) },
      dismiss: nil
    )
  }

  private func navigationIDPath(for id: ID) -> NavigationIDPath {
    DependencyValues._current.navigationIDPath.appending(keyPath: toElementsState, identity: id)
  }
}
