import ComposableArchitecture
import Foundation

/// A boat's radio panel: tune in to the harbour office, type a message, transmit it, and read
/// the replies in the log.
///
/// Tuning in starts one long-living effect, cancellable by ``CancelID/link``. It forwards the
/// link's events and, once tuned in, runs two loops beside them in a task group: a radio check
/// every 30 seconds on the injected clock, and a listener that logs what the office says.
/// Nothing ends them but cancellation: the power button, or the link being lost, cancels the
/// id, and with it every loop in the group.
@Reducer
struct BoatRadio {
  /// The boat's call sign, which the office answers to.
  static let callSign = "Kittiwake"
  /// How often the radio checks that the link is still there.
  static let radioCheckInterval = Duration.seconds(30)

  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var link = Link.off
    var draft = ""
    var log: [String] = []

    /// `CaseIterable` lets the shell list and type the cases.
    enum Link: CaseIterable { case off, tuning, onAir }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case powerButtonTapped
    case draftChanged(String)
    case transmitButtonTapped
    case transmitFailed
    case heard(String)
    case radio(HarbourRadio.Event)

    enum Alert: Equatable {}
  }

  /// The one id every effect of the link is cancelled by.
  enum CancelID { case link }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.harbourRadio) var radio

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .powerButtonTapped:
        guard state.link == .off else {
          state.link = .off
          return .cancel(id: CancelID.link)
        }
        state.link = .tuning
        return .run { send in
          let events = await radio.tuneIn(.harbourOffice, Self.callSign, .high)
          // Every loop is a child task of this one effect, so cancelling the link's id
          // cancels them all. A loop started in an effect of its own would outlive the link.
          await withThrowingTaskGroup(of: Void.self) { group in
            for await event in events {
              await send(.radio(event))
              guard event == .tunedIn else { return }
              group.addTask {
                for await message in try await radio.listen(.harbourOffice) {
                  await send(.heard(message))
                }
              }
              group.addTask {
                while true {
                  try await clock.sleep(for: Self.radioCheckInterval)
                  try await radio.radioCheck(.harbourOffice)
                }
              }
            }
          }
        }
        .cancellable(id: CancelID.link)

      case let .draftChanged(draft):
        state.draft = draft
        return .none

      case .transmitButtonTapped:
        let message = state.draft
        state.draft = ""
        // The log keeps what went out on air; the radio reports a transmission made off air.
        if state.link == .onAir {
          state.log.append("\(Self.callSign): \(message)")
        }
        return .run { _ in
          try await radio.transmit(.harbourOffice, message)
        } catch: { _, send in
          await send(.transmitFailed)
        }
        .cancellable(id: CancelID.link)

      case .transmitFailed:
        state.alert = AlertState {
          TextState("Nothing went out: the radio is not tuned in to the harbour office.")
        }
        return .none

      case let .heard(message):
        state.log.append("Harbour office: \(message)")
        return .none

      case .radio(.tunedIn):
        state.link = .onAir
        return .none

      case let .radio(.lost(reason)):
        state.link = .off
        state.log.append("(\(reason))")
        return .cancel(id: CancelID.link)

      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
