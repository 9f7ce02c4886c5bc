import CustomDump

/// What the runtime warns about while a feature runs. ``TestStoreMessages`` holds the test
/// store's failures.
///
/// Each warning opens with TCA's one-line headline, so that searching for it finds TCA's
/// documentation; the lines under it are the playground's own: what happened in this feature
/// and how to change it.
enum RuntimeMessages {
  /// An `Effect.run` whose `send` was called after its operation returned.
  static func actionFromCompletedEffect(_ action: Any, origin: Any) -> String {
    """
    An action was sent from a completed effect.

      Action:
        \(debugCaseOutput(action))

      Effect returned from:
        \(debugCaseOutput(origin))

    The "send" handed to this "Effect.run" was kept and called after the run's closure had \
    returned, for example from a "Task { … }" started inside it. The store no longer tracks \
    that effect, so tests cannot wait for it or cancel it. Await the work inside the closure \
    instead of starting a task that outlives it.
    """
  }

  /// An `Effect.run` that threw an error it did not handle with `catch:`.
  static func unhandledEffectError(_ error: any Error, at location: SourceLocation) -> String {
    """
    An "Effect.run" returned from "\(location.fileID):\(location.line)" threw an unhandled error.

    \(dumped(error, indent: 4))

    The effect threw, and nothing turned the error into an action, so the feature never hears \
    of it. Give the run a "catch: { error, send in … }" that sends a failure action, or wrap \
    the throwing call in "do { … } catch { … }". Cancellation is the one error left out.
    """
  }

  /// `ifLet(\.$destination, action: \.destination)` got `.presented` while nothing was.
  static func presentationActionWithoutDestination(_ action: Any, at location: SourceLocation) -> String {
    """
    An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
    destination state was absent.

      Action:
        \(debugCaseOutput(action))

    Nothing was presented when this action arrived, so the destination's reducer could not \
    run it. \(Self.dismissedFirstOrLate("destination", to: "nil"))
    """
  }

  /// `ifLet(\.child, action: \.child)` got a child action while the child state was `nil`.
  static func childActionWithoutChild(_ action: Any, at location: SourceLocation) -> String {
    """
    An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child state was \
    "nil".

      Action:
    \(dumped(action, indent: 4))

    The child's state was "nil", so its reducer could not run the action. \
    \(Self.dismissedFirstOrLate("child", to: "nil"))
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
    \(dumped(action, indent: 4))
      State:
    \(dumped(state, indent: 4))

    "\(displayName(ParentState.self))" held another case, so the child's reducer could not run \
    the action. \(Self.dismissedFirstOrLate("child", to: "another case"))
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

    "\(displayName(ParentState.self))" held another case, so the scoped reducer could not run \
    the action. \(Self.dismissedFirstOrLate("child", to: "another case")) A parent that \
    switches the case itself should run the child with "ifCaseLet", which lets the child go \
    first.
    """
  }

  /// Why a child's action finds no state for it, and what to look at: shared by the `ifLet`,
  /// `ifCaseLet` and `Scope` warnings, which differ only in what the state became.
  private static func dismissedFirstOrLate(_ child: String, to absent: String) -> String {
    """
    Three things lead here. A reducer composed before this one set the \(child) state to \
    \(absent) while handling the same action: put the child's reducer first. An effect the \
    \(child) started kept running after it went away and sent this: cancel that effect when \
    the \(child) goes. Or the action was sent from outside while the \(child) was gone: only \
    send it while the \(child) is there.
    """
  }

  /// Where TCA's `forEach` tells how a view should send an element's actions: over an
  /// identified array or a navigation stack.
  enum ForEachCollection {
    case identifiedArray
    case stack

    var elementName: String {
      switch self {
      case .identifiedArray: "row"
      case .stack: "screen"
      }
    }
  }

  /// `forEach` got an action for an element its collection does not hold.
  static func elementActionForMissingElement(
    _ action: Any, in collection: ForEachCollection, at location: SourceLocation
  ) -> String {
    let element = collection.elementName
    return """
      A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing element.

        Action:
          \(debugCaseOutput(action))

      No \(element) with this id was there, so the element's reducer could not run the action. \
      Either a reducer before this one removed the \(element) while handling the same action \
      (put the "forEach" first), or an effect of the \(element) outlived it (cancel the effect \
      when the \(element) goes), or the action named an id that was never there.
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
