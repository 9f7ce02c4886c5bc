import ComposableArchitecture
import Foundation

/// A chapter of an audiobook: its title, and the offline copy it embeds with `Scope`. The
/// chapter reacts to what the copy does, counting the space it takes on the device, without
/// the component knowing about chapters.
@Reducer
struct Chapter {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    let title: String
    var bytesOnDevice = 0
    var offline: OfflineCopy.State
  }

  enum Action {
    case offline(OfflineCopy.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(\.offline, action: \.offline) {
      OfflineCopy()
    }
    Reduce { state, action in
      switch action {
      case let .offline(.transfer(.success(.finished(bytes)))):
        state.bytesOnDevice = bytes
        return .none

      case .offline(.alert(.presented(.removeConfirmed))):
        state.bytesOnDevice = 0
        return .none

      case .offline:
        return .none
      }
    }
  }
}

/// An audiobook's chapters, each a `Chapter` run with `forEach`.
@Reducer
struct Audiobook {
  @ObservableState
  struct State: Equatable {
    var chapters: IdentifiedArrayOf<Chapter.State> = .almanac
  }

  enum Action {
    case chapters(IdentifiedActionOf<Chapter>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.chapters, action: \.chapters) {
        Chapter()
      }
  }
}

extension IdentifiedArray where ID == Int, Element == Chapter.State {
  /// A made-up book at a made-up address: the simulated downloader never fetches it.
  static let almanac: Self = [
    .chapter(1, "Fog Season", "fog-season"),
    .chapter(2, "The Lamp Room", "lamp-room"),
    .chapter(3, "Gulls at Dawn", "gulls"),
  ]
}

extension Chapter.State {
  fileprivate static func chapter(_ number: Int, _ title: String, _ file: String) -> Self {
    Self(
      id: number,
      title: title,
      offline: OfflineCopy.State(source: URL(string: "https://audio.example.org/almanac/\(file).m4a")!)
    )
  }
}
