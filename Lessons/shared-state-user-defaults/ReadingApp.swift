import ComposableArchitecture

/// A reading app with two tabs: the page, which sets the text size as the reader reads, and
/// the settings, which show it and put it back to the standard size. Both hold one value,
/// `@Shared(.textSize)`, kept in user defaults, so the app opens with the size last chosen.
@Reducer
struct ReadingApp {
  enum Tab: CaseIterable { case page, settings }

  @ObservableState
  struct State: Equatable {
    var tab = Tab.page
    var page = Page.State()
    var settings = ReadingSettings.State()
  }

  enum Action {
    case page(Page.Action)
    case settings(ReadingSettings.Action)
    case tabTapped(Tab)
  }

  var body: some ReducerOf<Self> {
    Scope(\.page, action: \.page) { Page() }
    Scope(\.settings, action: \.settings) { ReadingSettings() }
    Reduce { state, action in
      switch action {
      case let .tabTapped(tab):
        state.tab = tab
        return .none

      case .page, .settings:
        return .none
      }
    }
  }
}
