import ComposableArchitecture
import Testing

@testable import Lessons

/// The alerts-and-confirmation-dialogs lesson: the alert and the song menu are state, each
/// button is an action, and `ifLet` clears what was presented when a button is tapped.
@MainActor
struct PlaylistTests {
  @Test func clearingAsksFirstAndEmptiesOnlyWhenConfirmed() async {
    let store = TestStore(initialState: Playlist.State()) {
      Playlist()
    }

    await store.send(.clearButtonTapped) {
      $0.alert = .confirmClear(songCount: 3)
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.send(.clearButtonTapped) {
      $0.alert = .confirmClear(songCount: 3)
    }
    await store.send(\.alert.clearConfirmed) {
      $0.alert = nil
      $0.songs = []
    }
    await store.send(.clearButtonTapped) {
      $0.alert = .nothingToClear
    }
  }

  @Test func theConfirmationNamesHowManySongsGo() {
    let alert = AlertState<Playlist.Action.Alert>.confirmClear(songCount: 2)
    #expect(alert.title == TextState("Empty the playlist?"))
    #expect(alert.buttons.map(\.label) == [TextState("Remove all 2"), TextState("Keep them")])
    #expect(alert.buttons.first?.role == .destructive)
  }

  @Test func theSongMenuMovesOrRemovesTheSongItWasOpenedFor() async {
    let store = TestStore(initialState: Playlist.State()) {
      Playlist()
    }

    await store.send(.songMenuButtonTapped("Northbound")) {
      $0.songMenu = .menu(for: "Northbound")
    }
    await store.send(.songMenu(.presented(.moveToTop("Northbound")))) {
      $0.songMenu = nil
      $0.songs = ["Northbound", "Paper Kites", "Slow Tide"]
    }
    await store.send(.songMenuButtonTapped("Paper Kites")) {
      $0.songMenu = .menu(for: "Paper Kites")
    }
    await store.send(.songMenu(.presented(.remove("Paper Kites")))) {
      $0.songMenu = nil
      $0.songs = ["Northbound", "Slow Tide"]
    }
    await store.send(.songMenuButtonTapped("Slow Tide")) {
      $0.songMenu = .menu(for: "Slow Tide")
    }
    await store.send(.songMenu(.dismiss)) {
      $0.songMenu = nil
    }
  }

  @Test func aSongNotOnTheListOpensNoMenu() async {
    let store = TestStore(initialState: Playlist.State(songs: ["Slow Tide"])) {
      Playlist()
    }

    await store.send(.songMenuButtonTapped("Paper Kites"))
  }

  /// The pitfall: a button's action when no alert is up, as a stale tap would send it. `ifLet`
  /// reports it, yet the playlist's own `Reduce` still runs: the songs go unconfirmed.
  @Test func aButtonOfAnAlertThatIsNotUpIsTheIfLetWarning() async {
    let store = TestStore(initialState: Playlist.State()) {
      Playlist()
    }

    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.send(.alert(.presented(.clearConfirmed))) {
        $0.songs = []
      }
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    #expect(messages.value.count == 1)
    #expect(messages.value.first?.contains("received a presentation action when destination state was absent") == true)
    #expect(store.state.songs.isEmpty)
  }
}
