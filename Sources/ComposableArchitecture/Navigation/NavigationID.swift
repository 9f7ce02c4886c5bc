@_spi(Reflection) import CasePaths

/// Where a feature runs in the tree of features a store holds: empty at the root, one component
/// for each stack element or presented child on the way down.
///
/// `forEach` and `ifLet` run each child with its own path, so the child's cancel ids are its
/// own (two stack elements' `CancelID.timer` never cancel each other), and all of its effects
/// can be cancelled at once when it is popped or dismissed.
struct NavigationIDPath: Hashable, Sendable {
  private var components: [NavigationID] = []

  /// The path of a child at `keyPath` in the state of the feature at this path.
  func appending(keyPath: AnyKeyPath, identity: some Hashable & Sendable) -> Self {
    var path = self
    path.components.append(NavigationID(keyPath: keyPath, identity: AnyHashableSendable(identity)))
    return path
  }
}

private struct NavigationID: Hashable, @unchecked Sendable {
  /// Key paths are immutable values; they lack `Sendable` only for want of an annotation.
  let keyPath: AnyKeyPath
  let identity: AnyHashableSendable
}

/// Which child a presented state is: another case of a destination enum, or another `id` of an
/// `Identifiable` state or of a case's `Identifiable` payload (an ``AlertState`` in
/// `case alert(AlertState<Alert>)`), is another child, and the old child's effects must not
/// outlive it.
struct PresentationIdentity: Hashable, @unchecked Sendable {
  private let type: ObjectIdentifier
  private let tag: UInt32?
  /// An `Identifiable` state's `id`; ids are values, `Sendable` in all but annotation.
  private let id: AnyHashable?

  init<State>(_ state: State) {
    type = ObjectIdentifier(State.self)
    tag = EnumMetadata(State.self)?.tag(of: state)
    func identifier(of value: Any) -> AnyHashable? {
      func open(_ identifiable: some Identifiable) -> AnyHashable { AnyHashable(identifiable.id) }
      return (value as? any Identifiable).map { open($0) }
    }
    id = identifier(of: state) ?? EnumMetadata.project(state).flatMap(identifier(of:))
  }
}

extension DependencyValues {
  /// The navigation path of the feature whose reducer or effect is running.
  var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPath.self] }
    set { self[NavigationIDPath.self] = newValue }
  }
}

/// The path is its own key: a feature outside any navigation, in an app or in a test, runs at
/// the root, whose path is empty.
extension NavigationIDPath: DependencyKey {
  static var liveValue: Self { Self() }
  static var testValue: Self { Self() }
}

/// The cancel id every effect of a presented child or stack element carries.
private struct ChildEffectsID: Hashable, Sendable {}

extension Reducer {
  /// Runs the reducer as the child at `path`: its cancel ids are scoped to it, its effects are
  /// lifted into the parent's actions and can all be cancelled with
  /// ``Effect/_cancelChild(at:)``, and, when `dismiss` is given, `@Dependency(\.dismiss)` in its
  /// effects sends that action to the parent.
  func reduceAsChild<ParentAction>(
    into state: inout State,
    action: Action,
    at path: NavigationIDPath,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismiss: (@Sendable () -> ParentAction)?
  ) -> Effect<ParentAction> {
    let effect = withDependencies {
      $0.navigationIDPath = path
    } operation: {
      _reduce(into: &state, action: action)
    }
    let lifted =
      if let dismiss {
        effect.map(embed) { body, send in
          await DismissEffect.$presentation.withValue(.init { send(dismiss()) }, operation: body)
        }
      } else {
        effect.map(embed)
      }
    return Effect<ParentAction>(
      operation: .cancellable(lifted, _CancelID(ChildEffectsID(), at: path, isInternal: true), cancelInFlight: false)
    )
  }
}

extension Effect {
  /// Cancels every effect of the child at `path`, because the child went away.
  static func _cancelChild(at path: NavigationIDPath) -> Self {
    Self(operation: .cancel(_CancelID(ChildEffectsID(), at: path, isInternal: true), .ownerWentAway))
  }
}
