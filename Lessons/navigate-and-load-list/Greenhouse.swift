import ComposableArchitecture
import Foundation

/// A greenhouse's plants, one row each. Tapping a row pushes its watering screen at once; the
/// screen needs the pot's soil moisture, which the sensor reads in a second. Back writes the
/// water poured into the row: the screen worked on a copy, and a copy's edits are lost unless
/// the parent takes them back.
@Reducer
struct Greenhouse {
  @ObservableState
  struct State: Equatable {
    var plants: IdentifiedArrayOf<Plant> = .greenhouse
    /// The pushed row, from the tap on; `watering` fills in when the sensor answers.
    var selectedPlantID: Plant.ID?
    var watering: Watering.State?
  }

  enum Action {
    case backButtonTapped
    case moistureRead(Plant.ID, percent: Int)
    case plantTapped(Plant.ID)
    case watering(Watering.Action)
  }

  @Dependency(\.soilSensor) var soilSensor
  private enum CancelID { case reading }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .backButtonTapped:
        if let id = state.selectedPlantID, let watering = state.watering {
          state.plants[id: id]?.litresPoured = watering.litresPoured
        }
        state.selectedPlantID = nil
        state.watering = nil
        return .cancel(id: CancelID.reading)

      case let .moistureRead(id, percent):
        guard let plant = state.plants[id: id], state.selectedPlantID == id else { return .none }
        state.watering = Watering.State(plant: plant.name, moisture: percent, litresPoured: plant.litresPoured)
        return .none

      case let .plantTapped(id):
        guard state.plants[id: id] != nil else { return .none }
        state.selectedPlantID = id
        state.watering = nil
        return .run { send in
          await send(.moistureRead(id, percent: try await soilSensor.moisture(id)))
        }
        // A tap on another row while a reading is under way replaces it: without
        // `cancelInFlight`, the first row's reading could land on the second row's screen.
        .cancellable(id: CancelID.reading, cancelInFlight: true)

      case .watering:
        return .none
      }
    }
    .ifLet(\.watering, action: \.watering) {
      Watering()
    }
  }
}

/// A row: a plant and the water it has had today.
struct Plant: Equatable, Identifiable {
  let id: UUID
  let name: String
  var litresPoured = 0
}

extension IdentifiedArray where ID == Plant.ID, Element == Plant {
  static let greenhouse: Self = [
    Plant(id: UUID(0), name: "Fig"),
    Plant(id: UUID(1), name: "Lemon tree"),
    Plant(id: UUID(2), name: "Basil"),
  ]
}
