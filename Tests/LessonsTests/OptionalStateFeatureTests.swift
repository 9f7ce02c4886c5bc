import ComposableArchitecture
import Testing

@testable import Lessons

/// The optional-state lesson: the toggle makes and discards the counter's state, `ifLet` runs
/// the counter only while it is there, and a counter action with no counter is TCA's
/// application logic error.
@MainActor
struct OptionalStateFeatureTests {
  @Test func theToggleMakesAndDiscardsTheCounter() async {
    let store = TestStore(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }

    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = Counter.State()
    }
    await store.send(.optionalCounter(.incrementButtonTapped)) {
      $0.optionalCounter?.count = 1
    }
    await store.send(\.optionalCounter.incrementButtonTapped) {
      $0.optionalCounter?.count = 2
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = Counter.State(count: 0)
    }
  }

  @Test func aDeepLinkedCounterGoesOnFromItsCount() async {
    let store = TestStore(initialState: OptionalBasics.State(optionalCounter: Counter.State(count: 42))) {
      OptionalBasics()
    }

    await store.send(.optionalCounter(.decrementButtonTapped)) {
      $0.optionalCounter?.count = 41
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
  }

  @Test func aCounterActionWithNoCounterIsReportedAndChangesNothing() async {
    let store = TestStore(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }

    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.send(.optionalCounter(.incrementButtonTapped))
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    #expect(
      messages.value.map { $0.replacing(#/\.swift:\d+"/#, with: ".swift:LINE\"") } == [
        """
        An "ifLet" at "Lessons/OptionalBasics.swift:LINE" received a child action when child state \
        was "nil".

          Action:
            OptionalBasics.Action.optionalCounter(.incrementButtonTapped)

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
      ]
    )
    #expect(store.state.optionalCounter == nil)
  }
}
