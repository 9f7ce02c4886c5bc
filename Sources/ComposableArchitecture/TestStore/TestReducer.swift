import ConcurrencyExtras
import Dependencies

/// The reducer a ``TestStore`` runs in its ``Store``: it runs the feature's reducer, keeps the
/// state the test has asserted so far, queues the actions effects send back with the state each
/// one led to, and tags every action with where the test sent it, for the messages.
///
/// The store does the rest as it does for an app: it reduces, starts and cancels effects.
final class TestReducer<State: Equatable, Action>: Reducer {
  /// An action as the test store's `Store` sees it.
  struct TestAction {
    enum Origin {
      /// Sent by the test.
      case send(Action)
      /// Sent back by an effect; the test must `receive` it.
      case receive(Action)
    }

    let origin: Origin
    /// Counts up in each test store: the effects one reduced action started share it.
    let id: Int
    /// The `send` in the test that led to this action.
    let location: SourceLocation

    var action: Action {
      switch origin {
      case let .send(action), let .receive(action): action
      }
    }
  }


  private let base: (inout State, Action) -> Effect<Action>
  /// The state the test has asserted: ``TestStore/state``.
  var state: State
  /// Actions effects sent back, with the state after each, oldest first.
  var receivedActions = ReceivedActions<Action, State>()
  /// Snapshots shared values before actions change them, from one assertion to the next.
  let sharedChanges = SharedChangeTracker()
  /// Called when the feature under test dismisses itself.
  var onDismiss: (@MainActor @Sendable () -> Void)?
  private let actionCount = LockIsolated(0)

  init(_ base: some Reducer<State, Action>, initialState: State) {
    self.base = base._reduce(into:action:)
    self.state = initialState
  }

  /// An action the test sends.
  func sent(_ action: Action, at location: SourceLocation) -> TestAction {
    TestAction(origin: .send(action), id: Self.nextID(actionCount), location: location)
  }

  func _reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
    let effects = sharedChanges.record {
      withDependencies {
        $0.dismiss = testDismissal(wrapping: $0.dismiss)
      } operation: {
        base(&state, action.action)
      }
    }
    switch action.origin {
    case .send:
      self.state = state
    case let .receive(received):
      receivedActions.append(received, leaving: state)
    }
    let location = action.location
    let sharedChanges = sharedChanges
    let actionCount = actionCount
    return effects.map {
      TestAction(
        origin: .receive($0),
        id: Self.nextID(actionCount),
        location: location
      )
    } aroundRun: { body, _ in
      // Changes an effect makes to shared state are asserted too.
      await sharedChanges.record { await body() }
    }
  }

  private static func nextID(_ actionCount: LockIsolated<Int>) -> Int {
    actionCount.withValue { count in
      count += 1
      return count
    }
  }

  /// How the feature under test dismisses itself: as TCA's test store does, a dismissal from
  /// the root feature marks the store dismissed, after any closure the test gave; a presented
  /// child's dismissal still goes to its parent.
  private func testDismissal(wrapping original: DismissEffect) -> DismissEffect {
    let onDismiss = onDismiss
    return DismissEffect {
      if let custom = original.dismiss {
        await custom()
      } else if let presentation = DismissEffect.presentation {
        await presentation.dismiss()
        return
      }
      await onDismiss?()
    }
  }
}

extension TestReducer.TestAction: CustomDebugStringConvertible {
  /// The feature's action, as the runtime's warnings name it, so a warning from a test store's
  /// effects reads as one from an app's.
  var debugDescription: String {
    debugCaseOutput(action)
  }
}
