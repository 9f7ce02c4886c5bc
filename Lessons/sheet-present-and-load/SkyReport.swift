import ComposableArchitecture

/// The presented sheet. Its view sends `appeared` when it shows, and the report loads its
/// own cloud cover: the load belongs to the sheet, so it ends with the sheet.
@Reducer
struct SkyReport {
  @ObservableState
  struct State: Equatable {
    let site: String
    /// `nil` until the observatory answers: the sheet shows a placeholder meanwhile.
    var cloudCover: Int?
  }

  enum Action {
    case appeared
    case closeButtonTapped
    case cloudCoverMeasured(percent: Int)
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.observatory) var observatory

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .appeared:
        return .run { [site = state.site] send in
          await send(.cloudCoverMeasured(percent: try await observatory.cloudCover(site)))
        }

      case .closeButtonTapped:
        return .run { _ in await dismiss() }

      case let .cloudCoverMeasured(percent):
        state.cloudCover = percent
        return .none
      }
    }
  }
}
