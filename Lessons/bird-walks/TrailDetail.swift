import ComposableArchitecture
import Foundation

/// One trail: begin a walk, edit the trail in a sheet, delete it, or delete logged walks. It
/// holds the trail as `@Shared`, a reference to its element of the list's file-stored array, so
/// an edit here is an edit of the list, saved to the file, with no action sent back.
@Reducer
struct TrailDetail {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(TrailForm)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(TrailForm.Action)
    }

    @CasePathable
    enum Alert {
      case confirmDeletion
      case openSettings
      case walkWithoutListening
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var trail: BirdTrail
  }

  enum Action: Sendable {
    case beginWalkButtonTapped
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteTrailButtonTapped
    case deleteWalks(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped
    case saveEditButtonTapped

    /// What the app does for the detail: push the walk's screen, on the same shared trail.
    @CasePathable
    enum Delegate {
      case beginWalk(Shared<BirdTrail>)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.songRecognizer.permission) var microphonePermission

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .beginWalkButtonTapped:
        switch microphonePermission() {
        case .undetermined, .granted:
          return .send(.delegate(.beginWalk(state.$trail)))
        case .denied:
          state.destination = .alert(.microphoneDenied)
          return .none
        case .restricted:
          state.destination = .alert(.microphoneRestricted)
          return .none
        }

      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteTrailButtonTapped:
        state.destination = .alert(.deleteTrail(walks: state.trail.walks.count))
        return .none

      case let .deleteWalks(atOffsets: offsets):
        // A list sends offsets of its rows only; the shell can type any.
        guard offsets.allSatisfy(state.trail.walks.indices.contains) else { return .none }
        state.$trail.withLock { $0.walks.remove(atOffsets: offsets) }
        return .none

      case let .destination(.presented(.alert(alertAction))):
        switch alertAction {
        case .confirmDeletion:
          // The list's trails: the same file-stored value the list holds.
          @Shared(.trails) var trails
          $trails.withLock { _ = $0.remove(id: state.trail.id) }
          return .run { _ in await dismiss() }
        case .openSettings:
          return .run { _ in await openSettings() }
        case .walkWithoutListening:
          return .send(.delegate(.beginWalk(state.$trail)))
        }

      case .destination:
        return .none

      case .editButtonTapped:
        state.destination = .edit(TrailForm.State(trail: state.trail))
        return .none

      case .saveEditButtonTapped:
        guard case let .edit(form)? = state.destination else { return .none }
        state.$trail.withLock { $0 = form.trail.tidied() }
        state.destination = nil
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension TrailDetail.Destination.State: Equatable {}

extension AlertState where Action == TrailDetail.Destination.Alert {
  /// Says what is lost with the trail: its logged walks.
  static func deleteTrail(walks: Int) -> Self {
    Self {
      TextState("Delete this trail?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Keep it")
      }
    } message: {
      switch walks {
      case 0: TextState("It has no logged walks.")
      case 1: TextState("Its one logged walk goes with it.")
      default: TextState("Its \(walks) logged walks go with it.")
      }
    }
  }

  static let microphoneDenied = Self {
    TextState("The microphone is off")
  } actions: {
    ButtonState(action: .walkWithoutListening) {
      TextState("Walk without listening")
    }
    ButtonState(action: .openSettings) {
      TextState("Open Settings")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState("Birds are named by ear, and this app may not listen. Allow the microphone in Settings, or walk with the timer alone.")
  }

  static let microphoneRestricted = Self {
    TextState("This device cannot listen")
  } actions: {
    ButtonState(action: .walkWithoutListening) {
      TextState("Walk without listening")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState("The walk will be timed, but no bird will be named.")
  }
}
