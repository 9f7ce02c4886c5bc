import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Playlist.
@testable import Lessons

@MainActor
struct AlertsAndConfirmationDialogsBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: Playlist.State()) {
      Playlist()
    }

    await store.send(.songMenuButtonTapped("Northbound")) {
      $0.songMenu = ConfirmationDialogState { TextState("Northbound") } actions: { ButtonState(action: .moveToTop("Northbound")) { TextState("Play first") }; ButtonState(role: .destructive, action: .remove("Northbound")) { TextState("Take off the playlist") }; ButtonState(role: .cancel) { TextState("Never mind") } }
    }
    await store.send(.songMenu(.presented(.moveToTop("Northbound")))) {
      $0.songMenu = nil
      $0.songs = ["Northbound", "Paper Kites", "Slow Tide"]
    }
    await store.send(.songMenuButtonTapped("Slow Tide")) {
      $0.songMenu = ConfirmationDialogState { TextState("Slow Tide") } actions: { ButtonState(action: .moveToTop("Slow Tide")) { TextState("Play first") }; ButtonState(role: .destructive, action: .remove("Slow Tide")) { TextState("Take off the playlist") }; ButtonState(role: .cancel) { TextState("Never mind") } }
    }
    await store.send(.songMenu(.presented(.remove("Slow Tide")))) {
      $0.songMenu = nil
      $0.songs = ["Northbound", "Paper Kites"]
    }
    await store.send(.songMenuButtonTapped("Slow Tide"))
    await store.send(.clearButtonTapped) {
      $0.alert = AlertState { TextState("Empty the playlist?") } actions: { ButtonState(role: .destructive, action: .clearConfirmed) { TextState("Remove all 2") }; ButtonState(role: .cancel) { TextState("Keep them") } } message: { TextState("Every song goes. There is no undo.") }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await withKnownIssue {
      await store.send(.alert(.presented(.clearConfirmed))) {
        $0.songs = []
      }
    }
    await store.send(.clearButtonTapped) {
      $0.alert = AlertState { TextState("The playlist is already empty.") }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.finish()
  }
}
