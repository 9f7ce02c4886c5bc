import ComposableArchitecture

/// A playlist that asks before it loses songs. An alert and a confirmation dialog are state,
/// an `AlertState` or `ConfirmationDialogState` in a `@Presents` property, and each button is an
/// action of its own small enum, sent wrapped in `.presented(…)`. The `ifLet`s with no child
/// reducer clear the property when any button is tapped or the alert is dismissed.
@Reducer
struct Playlist {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var songMenu: ConfirmationDialogState<Action.SongMenu>?
    var songs = ["Paper Kites", "Slow Tide", "Northbound"]
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case clearButtonTapped
    case songMenu(PresentationAction<SongMenu>)
    case songMenuButtonTapped(String)

    @CasePathable
    enum Alert {
      case clearConfirmed
    }

    /// The dialog's buttons carry the song they were made for, so a tap acts on that song
    /// whatever happened to the list since.
    @CasePathable
    enum SongMenu: Equatable {
      case moveToTop(String)
      case remove(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.clearConfirmed)):
        state.songs = []
        return .none

      case .alert:
        return .none

      case .clearButtonTapped:
        state.alert = state.songs.isEmpty ? .nothingToClear : .confirmClear(songCount: state.songs.count)
        return .none

      case let .songMenu(.presented(.moveToTop(song))):
        state.songs.removeAll { $0 == song }
        state.songs.insert(song, at: 0)
        return .none

      case let .songMenu(.presented(.remove(song))):
        state.songs.removeAll { $0 == song }
        return .none

      case .songMenu:
        return .none

      case let .songMenuButtonTapped(song):
        guard state.songs.contains(song) else { return .none }
        state.songMenu = .menu(for: song)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$songMenu, action: \.songMenu)
  }
}

extension AlertState where Action == Playlist.Action.Alert {
  static func confirmClear(songCount: Int) -> Self {
    AlertState {
      TextState("Empty the playlist?")
    } actions: {
      ButtonState(role: .destructive, action: .clearConfirmed) {
        TextState("Remove all \(songCount)")
      }
      ButtonState(role: .cancel) {
        TextState("Keep them")
      }
    } message: {
      TextState("Every song goes. There is no undo.")
    }
  }

  static let nothingToClear = AlertState {
    TextState("The playlist is already empty.")
  }
}

extension ConfirmationDialogState where Action == Playlist.Action.SongMenu {
  static func menu(for song: String) -> Self {
    ConfirmationDialogState {
      TextState(song)
    } actions: {
      ButtonState(action: .moveToTop(song)) {
        TextState("Play first")
      }
      ButtonState(role: .destructive, action: .remove(song)) {
        TextState("Take off the playlist")
      }
      ButtonState(role: .cancel) {
        TextState("Never mind")
      }
    }
  }
}
