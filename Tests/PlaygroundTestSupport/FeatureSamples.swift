/// Feature files in TCA's usual shape, written for these tests: a reducer with its SwiftUI
/// view, a preview and a dependency client, as an app's file holds them; `open`'s unit tests
/// read them as text, its integration test builds them.
public enum FeatureSamples {
  /// A plant-watering feature: a reducer, a view, a `#Preview`, a `PreviewProvider`.
  public static let watering = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Watering {
      @ObservableState
      struct State: Equatable {
        var litres = 0
        var lastMessage: String?
      }

      enum Action {
        case waterButtonTapped
        case soilAnswered(String)
      }

      @Dependency(\\.soilProbe) var soilProbe

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .waterButtonTapped:
            state.litres += 1
            return .run { send in
              await send(.soilAnswered(try await soilProbe.moisture()))
            }
          case let .soilAnswered(message):
            state.lastMessage = message
            return .none
          }
        }
      }
    }

    struct WateringView: View {
      let store: StoreOf<Watering>

      var body: some View {
        Button("Water") { store.send(.waterButtonTapped) }
      }
    }

    extension WateringView {
      public static let title = "Watering"
    }

    #Preview {
      WateringView(store: Store(initialState: Watering.State()) { Watering() })
    }

    struct WateringPreviews: PreviewProvider {
      static var previews: some View { Text("Watering") }
    }
    """

  /// The probe's client, with a live value that needs the network.
  public static let soilProbe = """
    import ComposableArchitecture

    @DependencyClient
    struct SoilProbeClient {
      var moisture: @Sendable () async throws -> String
    }

    extension DependencyValues {
      var soilProbe: SoilProbeClient {
        get { self[SoilProbeClient.self] }
        set { self[SoilProbeClient.self] = newValue }
      }
    }

    extension SoilProbeClient: TestDependencyKey {
      public static let testValue = Self()
      public static let previewValue = Self(moisture: { "damp" })
    }
    """

  /// The probe's live client, over a framework only Apple's systems have.
  public static let liveSoilProbe = """
    import AVFoundation
    import ComposableArchitecture

    extension SoilProbeClient: DependencyKey {
      public static let liveValue = Self(moisture: { "wet" })
    }
    """

  /// A garden that embeds the watering feature.
  public static let garden = """
    import ComposableArchitecture

    @Reducer
    struct Garden {
      struct State: Equatable {
        var bed = Watering.State()
        var name: String
      }

      enum Action {
        case bed(Watering.Action)
      }

      var body: some ReducerOf<Self> {
        Scope(state: \\.bed, action: \\.bed) { Watering() }
      }
    }
    """
}
