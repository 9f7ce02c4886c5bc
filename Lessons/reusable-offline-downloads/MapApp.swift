import ComposableArchitecture
import Foundation

/// A city's offline map: the city, and the download component it embeds with `Scope`. It can
/// react to what the component does (save the data, delete the file) without the component
/// knowing.
@Reducer
struct CityMap {
  @ObservableState
  struct State: Equatable, Identifiable {
    var download: Download
    var downloadComponent: DownloadComponent.State

    init(download: Download) {
      self.download = download
      self.downloadComponent = DownloadComponent.State(
        id: AnyHashableSendable(download.id),
        url: download.downloadVideoUrl
      )
    }

    var id: UUID { download.id }

    struct Download: Equatable, Identifiable {
      var blurb: String
      var downloadVideoUrl: URL
      let id: UUID
      var title: String
    }
  }

  enum Action {
    case downloadComponent(DownloadComponent.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(\.downloadComponent, action: \.downloadComponent) {
      DownloadComponent()
    }
    Reduce { state, action in
      switch action {
      case .downloadComponent(.downloadClient(.success(.response))):
        // A real app would write the downloaded data to disk here.
        return .none

      case .downloadComponent(.alert(.presented(.deleteButtonTapped))):
        // …and remove the file from disk here.
        return .none

      case .downloadComponent:
        return .none
      }
    }
  }
}

/// The list of city maps, each a `CityMap` run with `forEach`.
@Reducer
struct MapApp {
  @ObservableState
  struct State: Equatable {
    var cityMaps: IdentifiedArrayOf<CityMap.State> = .mocks
  }

  enum Action {
    case cityMaps(IdentifiedActionOf<CityMap>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer().forEach(\.cityMaps, action: \.cityMaps) {
      CityMap()
    }
  }
}

extension IdentifiedArray where ID == CityMap.State.ID, Element == CityMap.State {
  static let mocks: Self = [
    .city(0, "New York, NY", "The most populous city in the United States, spread over five boroughs."),
    .city(1, "Los Angeles, LA", "California's largest city, known for its climate and its film industry."),
    .city(2, "Paris, France", "The capital of France, on the Seine, and one of Europe's great centres of art."),
    .city(3, "Tokyo, Japan", "Japan's capital, the centre of the most populous metropolitan area in the world."),
    .city(4, "Buenos Aires, Argentina", "The capital of Argentina, on the western shore of the Río de la Plata."),
  ]
}

extension CityMap.State {
  /// A city whose map downloads from a made-up address: the simulated client never fetches it.
  fileprivate static func city(_ number: Int, _ title: String, _ blurb: String) -> Self {
    let slug = title.prefix { $0 != "," }.lowercased().replacingOccurrences(of: " ", with: "-")
    return Self(
      download: Download(
        blurb: blurb,
        downloadVideoUrl: URL(string: "https://maps.example.com/\(slug).zip")!,
        id: UUID(number),
        title: title
      )
    )
  }
}
