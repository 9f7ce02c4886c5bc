import CustomDump

/// The words of the runtime's warnings, TCA's word for word, paragraphs included, so a
/// learner meets here the warnings a TCA app logs. ``TestStoreMessages`` holds the test store's.
enum RuntimeMessages {
  /// An `Effect.run` whose `send` was called after its operation returned.
  static func actionFromCompletedEffect(_ action: Any, origin: Any) -> String {
    """
    An action was sent from a completed effect.

      Action:
        \(debugCaseOutput(action))

      Effect returned from:
        \(debugCaseOutput(origin))

    Avoid sending actions using the 'send' argument from 'Effect.run' after \
    the effect has completed. This can happen if you escape the 'send' \
    argument in an unstructured context.

    To fix this, make sure that your 'run' closure does not return until \
    you're done calling 'send'.
    """
  }

  /// An `Effect.run` that threw an error it did not handle with `catch:`.
  static func unhandledEffectError(_ error: any Error, at location: SourceLocation) -> String {
    """
    An "Effect.run" returned from "\(location.fileID):\(location.line)" threw an unhandled error.

    \(String(customDumping: error).indent(by: 4))

    All non-cancellation errors must be explicitly handled via the "catch" parameter \
    on "Effect.run", or via a "do" block.
    """
  }

  /// `ifLet(\.$destination, action: \.destination)` got `.presented` while nothing was.
  static func presentationActionWithoutDestination(_ action: Any, at location: SourceLocation) -> String {
    """
    An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
    destination state was absent.

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few \
    reasons:

    A parent reducer set destination state to "nil" before this reducer ran. This reducer \
    must run before any other reducer sets destination state to "nil". This ensures that \
    destination reducers can handle their actions while their state is still present.

    This action was sent to the store while destination state was "nil". Make sure that \
    actions for this reducer can only be sent from a store when state is present, or \
    from effects that start from this reducer.
    """
  }

  /// `ifLet(\.child, action: \.child)` got a child action while the child state was `nil`.
  static func childActionWithoutChild(_ action: Any, at location: SourceLocation) -> String {
    """
    An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child state was \
    "nil".

      Action:
    \(String(customDumping: action).indent(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
    before any other reducer sets child state to "nil". This ensures that child reducers can \
    handle their actions while their state is still available.

    An in-flight effect emitted this action when child state was "nil". While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect \
    before child state becomes "nil", especially if it is a long-living effect.

    This action was sent to the store while state was "nil". Make sure that actions for this \
    reducer can only be sent from a store when state is non-"nil". In SwiftUI \
    applications, use "IfLetStore".
    """
  }

  /// `ifCaseLet(\.case, action: \.case)` got a child action while the state was another case.
  static func childActionInAnotherCase<ParentState>(
    _ action: Any, state: ParentState, at location: SourceLocation
  ) -> String {
    """
    An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when child state \
    was set to a different case.

      Action:
    \(String(customDumping: action).indent(by: 4))
      State:
    \(String(customDumping: state).indent(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set "\(displayName(ParentState.self))" to a different case before this \
    reducer ran. This reducer must run before any other reducer sets child state to a \
    different case. This ensures that child reducers can handle their actions while their \
    state is still available.

    \(anotherCaseCauses)
    """
  }

  /// `Scope(state: \.case, action: \.case)` got a child action while the state was another
  /// case.
  static func scopedActionInAnotherCase<ParentState>(
    _ action: Any, state: ParentState, at location: SourceLocation
  ) -> String {
    """
    A "Scope" at "\(location.fileID):\(location.line)" received a child action when child state was set to a \
    different case.

      Action:
        \(debugCaseOutput(action))
      State:
        \(debugCaseOutput(state))

    This is generally considered an application logic error, and can happen for a few \
    reasons:

    A parent reducer set "\(displayName(ParentState.self))" to a different case before the \
    scoped reducer ran. Child reducers must run before any parent reducer sets child state \
    to a different case. This ensures that child reducers can handle their actions while \
    their state is still available. Consider using "Reducer.ifCaseLet" to embed this \
    child reducer in the parent reducer that change its state to ensure the child reducer \
    runs first.

    \(anotherCaseCauses)
    """
  }

  /// The last two causes `ifCaseLet`'s and `Scope`'s warnings give for an action that finds
  /// its state in another case.
  private static let anotherCaseCauses = """
    An in-flight effect emitted this action when child state was unavailable. While it may \
    be perfectly reasonable to ignore this action, consider canceling the associated effect \
    before child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions \
    for this reducer can only be sent from a store when state is set to the appropriate \
    case. In SwiftUI applications, use "SwitchStore".
    """

  /// Where TCA's `forEach` tells how a view should send an element's actions: over an
  /// identified array or a navigation stack.
  enum ForEachCollection {
    case identifiedArray
    case stack

    var viewAdvice: String {
      switch self {
      case .identifiedArray: #"In SwiftUI applications, use "ForEachStore"."#
      case .stack: #"In SwiftUI applications, use "NavigationStack.init(path:)" with a binding to a store."#
      }
    }
  }

  /// `forEach` got an action for an element its collection does not hold.
  static func elementActionForMissingElement(
    _ action: Any, in collection: ForEachCollection, at location: SourceLocation
  ) -> String {
    """
    A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing element.

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer removed an element with this ID before this reducer ran. This reducer \
    must run before any other reducer removes an element, which ensures that element reducers \
    can handle their actions while their state is still available.

    An in-flight effect emitted this action when state contained no element at this ID. \
    While it may be perfectly reasonable to ignore this action, consider canceling the \
    associated effect before an element is removed, especially if it is a long-living effect.

    This action was sent to the store while its state contained no element at this ID. To \
    fix this make sure that actions for this reducer can only be sent from a store when \
    its state contains an element at this id. \(collection.viewAdvice)
    """
  }

  /// A stack's `forEach` got `.popFrom(id:)` for an id the stack does not hold.
  static func popFromMissingElement(
    _ id: StackElementID, in ids: some Collection<StackElementID>, at location: SourceLocation
  ) -> String {
    """
    A "forEach" at "\(location.fileID):\(location.line)" received a "popFrom" action for a missing \
    element.

      ID:
        \(id)
      Path IDs:
        \(Array(ids))
    """
  }

  /// A stack's `forEach` got `.push(id:state:)` for an id the stack already holds.
  static func pushForHeldElement(
    _ id: StackElementID, in ids: some Collection<StackElementID>, at location: SourceLocation
  ) -> String {
    """
    A "forEach" at "\(location.fileID):\(location.line)" received a "push" action for an element it \
    already contains.

      ID:
        \(id)
      Path IDs:
        \(Array(ids))
    """
  }
}
