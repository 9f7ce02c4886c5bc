/// Embeds a child reducer in a parent domain: it runs the child on the parent's child state
/// whenever the parent receives a child action, and lifts the child's effects to parent
/// actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(\.counter, action: \.counter) {
///     CounterTab()
///   }
/// }
/// ```
///
/// `Scope(\.counter, action: \.counter)` is TCA's current spelling; `Scope(state: \.counter,
/// action: \.counter)` is the older one, which TCA still accepts and will deprecate.
///
/// `Scope(state:action:)` with a case key path, `Scope(state: \.edit, action: \.edit)` on an enum
/// state, still runs the child while the state is in that case, but is deprecated, as in TCA
/// 1.25: a `@Reducer enum`, whose `body` ``Reducer()`` writes with `ifCaseLet(_:action:)`, or
/// `ifCaseLet` on a base reducer, say it instead.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  public typealias State = ParentState
  public typealias Action = ParentAction

  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>)
  }

  let toChildState: StatePath
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child
  let location: SourceLocation

  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath(cached: toChildAction)
    self.child = child()
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @available(
    *,
    deprecated,
    message: """
      Use a '@Reducer enum' or 'ifCaseLet(_:action:)' on a base reducer, instead.
      """
  )
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(AnyCasePath(cached: toChildState))
    self.toChildAction = AnyCasePath(cached: toChildAction)
    self.child = child()
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public func _reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    switch toChildState {
    case let .keyPath(keyPath):
      return child
        ._reduce(into: &state[keyPath: keyPath], action: childAction)
        .map(toChildAction.embed)
    case let .casePath(casePath):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          RuntimeMessages.scopedActionInAnotherCase(action, state: state, at: location),
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
        return .none
      }
      defer { state = casePath.embed(childState) }
      return child
        ._reduce(into: &childState, action: childAction)
        .map(toChildAction.embed)
    }
  }
}
