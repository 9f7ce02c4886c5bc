import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Playlist.
@testable import Lessons

@MainActor
struct AlertsAndConfirmationDialogsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: Playlist.State()) {
      Playlist()
    }

    await withKnownIssue {
      await store.send(.clearButtonTapped)
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.send(.clearButtonTapped) {
      $0.alert = AlertState { TextState("Empty the playlist?") } actions: { ButtonState(role: .destructive, action: .clearConfirmed) { TextState("Remove all 3") }; ButtonState(role: .cancel) { TextState("Keep them") } } message: { TextState("Every song goes. There is no undo.") }
    }
    await withKnownIssue {
      await store.send(.alert(.presented(.clearConfirmed))) {
        $0.alert = nil
      }
    }
    await store.send(.clearButtonTapped) {
      $0.alert = AlertState { TextState("The playlist is already empty.") }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await withKnownIssue {
      await store.send(.alert(.presented(.clearConfirmed)))
    }
    await store.finish()
  }
}
