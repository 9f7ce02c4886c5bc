import ComposableArchitecture
import Foundation

/// The front desk of a block of flats, where couriers hand in parcels for the residents.
///
/// Each parcel needs an id, the time it came in and, a minute after it is put in a locker, a
/// reminder to its recipient. None of these comes from `UUID()`, `Date()` or `Task.sleep`:
/// the desk asks for `uuid`, `date` and `continuousClock`, the dependencies every feature can
/// ask for, beside its own `nextFreeLocker`. An app gets real ones; a test says what each gives.
@Reducer
struct ParcelDesk {
  @ObservableState
  struct State: Equatable {
    var parcels: IdentifiedArrayOf<Parcel> = []
    var isAskingForLocker = false
    var notice: String?
  }

  /// A parcel at the desk. `@ObservableState`, as a row of a list in state is, so a view can
  /// watch its locker being assigned.
  @ObservableState
  struct Parcel: Equatable, Identifiable {
    let id: UUID
    let handedInAt: Date
    var locker: Int?
  }

  enum Action {
    case parcelHandedIn
    case lockerAnswered(parcel: UUID, Result<Int, any Error>)
    case reminderDue(parcel: UUID)
    case collectTapped(locker: Int)
  }

  /// How long a parcel waits in its locker before the recipient is reminded.
  static let reminderDelay = Duration.seconds(60)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.nextFreeLocker) var nextFreeLocker
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .parcelHandedIn:
        let parcel = Parcel(id: uuid(), handedInAt: now)
        state.parcels.append(parcel)
        state.isAskingForLocker = true
        return .run { send in
          await send(.lockerAnswered(parcel: parcel.id, Result { try await nextFreeLocker() }))
        }

      case let .lockerAnswered(id, .success(locker)):
        state.isAskingForLocker = false
        state.parcels[id: id]?.locker = locker
        state.notice = nil
        return .run { send in
          try await clock.sleep(for: Self.reminderDelay)
          await send(.reminderDue(parcel: id))
        }
        .cancellable(id: id)

      case let .lockerAnswered(id, .failure):
        state.isAskingForLocker = false
        state.notice = "Every locker is full: the parcel waits behind the desk."
        state.parcels[id: id] = nil
        return .none

      case let .reminderDue(id):
        guard let parcel = state.parcels[id: id], let locker = parcel.locker else { return .none }
        let waited = Int(now.timeIntervalSince(parcel.handedInAt))
        state.notice = "Locker \(locker) has waited \(waited)s for its recipient, who was reminded."
        return .none

      case let .collectTapped(locker):
        guard let parcel = state.parcels.first(where: { $0.locker == locker }) else {
          state.notice = "Locker \(locker) is empty."
          return .none
        }
        state.parcels.remove(id: parcel.id)
        state.notice = "Locker \(locker) collected."
        return .cancel(id: parcel.id)
      }
    }
  }
}
