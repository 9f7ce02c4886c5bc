import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Refreshable.
@testable import Lessons

@MainActor
struct RefreshableTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { _ in
        try await clock.sleep(for: .seconds(1))
        return "1 is neither prime nor composite."
      }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success) {
      $0.fact = "1 is neither prime nor composite."
    }
    await store.send(.refresh) {
      $0.fact = nil
    }
    await store.send(.cancelButtonTapped)
    await store.finish()
  }
}
