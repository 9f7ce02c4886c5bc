import ComposableArchitecture
import Foundation

/// A reusable component that keeps an offline copy of any file a feature shows: tap to
/// download, watch the progress, tap again to stop a transfer under way or remove a finished
/// copy, each asked first in an alert. Each copy's transfer is cancelled by an id made from
/// its source, so stopping one leaves the others running.
@Reducer
struct OfflineCopy {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    let source: URL
    var storage: Storage = .cloud
  }

  /// Where the file is.
  enum Storage: Equatable {
    case cloud
    case downloading(fraction: Double)
    case onDevice
    case requested
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case cloudButtonTapped
    case transfer(Result<Downloader.Transfer, any Error>)

    @CasePathable
    enum Alert {
      case removeConfirmed
      case stopConfirmed
    }
  }

  @Dependency(\.downloader) var downloader
  private struct TransferID: Hashable, Sendable {
    let source: URL
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.removeConfirmed)):
        state.storage = .cloud
        return .none

      case .alert(.presented(.stopConfirmed)):
        state.storage = .cloud
        return .cancel(id: TransferID(source: state.source))

      case .alert:
        return .none

      case .cloudButtonTapped:
        return tapped(&state)

      case let .transfer(.failure(error)):
        state.storage = .cloud
        state.alert = AlertState {
          TextState("Download failed")
        } message: {
          TextState(error.localizedDescription)
        }
        return .none

      case .transfer(.success(.finished)):
        state.storage = .onDevice
        // The pitfall: a transfer can finish while "Stop?" is asked. That question no longer
        // makes sense, and answering it would throw away a finished copy.
        state.alert = nil
        return .none

      case let .transfer(.success(.progress(fraction))):
        state.storage = .downloading(fraction: fraction)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// A tap starts a transfer, or asks whether to stop one or remove the copy.
  private func tapped(_ state: inout State) -> Effect<Action> {
    switch state.storage {
    case .cloud:
      state.storage = .requested
      return .run { [source = state.source] send in
        for try await transfer in downloader.fetch(source) {
          await send(.transfer(.success(transfer)))
        }
      } catch: { error, send in
        await send(.transfer(.failure(error)))
      }
      .cancellable(id: TransferID(source: state.source))

    case .downloading, .requested:
      state.alert = .stop
      return .none

    case .onDevice:
      state.alert = .remove
      return .none
    }
  }
}

extension AlertState where Action == OfflineCopy.Action.Alert {
  static let stop = Self {
    TextState("Stop downloading?")
  } actions: {
    ButtonState(role: .destructive, action: .stopConfirmed) { TextState("Stop") }
    ButtonState(role: .cancel) { TextState("Keep going") }
  }

  static let remove = Self {
    TextState("Remove the offline copy?")
  } actions: {
    ButtonState(role: .destructive, action: .removeConfirmed) { TextState("Remove") }
    ButtonState(role: .cancel) { TextState("Keep it") }
  } message: {
    TextState("You can download it again while you are online.")
  }
}
