import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Trails.
@testable import Lessons

@MainActor
struct ReusableFavoritingBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Trails.State(trails: .guide)) {
      Trails()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.trails(.element(id: UUID(0), action: .star(.starButtonTapped)))) {
      $0.trails[id: UUID(0)]?.isStarred = true
    }
    await store.send(.trails(.element(id: UUID(1), action: .star(.starButtonTapped)))) {
      $0.trails[id: UUID(1)]?.isStarred = true
    }
    await store.send(.trails(.element(id: UUID(1), action: .star(.starButtonTapped)))) {
      $0.trails[id: UUID(1)]?.isStarred = false
    }
    await store.send(.trails(.element(id: UUID(3), action: .star(.starButtonTapped)))) {
      $0.trails[id: UUID(3)]?.isStarred = true
    }
    await clock.advance(by: .milliseconds(700))
    await store.receive(\.trails[id: UUID(0)].star.saved.success, true)
    await store.receive(\.trails[id: UUID(1)].star.saved.success, false)
    await store.receive(\.trails[id: UUID(3)].star.saved.failure) {
      $0.trails[id: UUID(3)]?.isStarred = false
      $0.trails[id: UUID(3)]?.alert = AlertState { TextState("The star was not saved") } message: { TextState("Scree Gully is closed for repairs, and closed trails take no stars.") }
    }
    await store.send(.trails(.element(id: UUID(3), action: .star(.alert(.dismiss))))) {
      $0.trails[id: UUID(3)]?.alert = nil
    }
    await store.finish()
  }
}
