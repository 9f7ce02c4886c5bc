import ComposableArchitecture

/// A stargazing planner. "Tonight" presents the sky report at once; the report then asks the
/// observatory for the cloud cover itself, showing a placeholder until it answers.
@Reducer
struct Stargazing {
  @ObservableState
  struct State: Equatable {
    var site = "Kielder"
    @Presents var report: SkyReport.State?
  }

  enum Action {
    case report(PresentationAction<SkyReport.Action>)
    case tonightButtonTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .report:
        return .none

      case .tonightButtonTapped:
        state.report = SkyReport.State(site: state.site)
        return .none
      }
    }
    // `ifLet` on a `@Presents` property ties the report's effects to the sheet: closing it
    // cancels a measurement still under way, with no cancel id of ours.
    .ifLet(\.$report, action: \.report) {
      SkyReport()
    }
  }
}
