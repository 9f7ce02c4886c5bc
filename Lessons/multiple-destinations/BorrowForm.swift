import ComposableArchitecture

/// The borrow sheet: choose a loan of one to four weeks, then confirm or cancel.
///
/// It shows the two ways a presented feature goes away. Cancel dismisses it from inside, with
/// `@Dependency(\.dismiss)`; confirm tells the parent through a delegate, and the parent, which
/// records the loan, closes the sheet by setting its destination to `nil`.
@Reducer
struct BorrowForm {
  /// The loans the library allows, in weeks.
  static let weeksAllowed = 1...4

  @ObservableState
  struct State: Equatable {
    var weeks = 2
  }

  enum Action {
    case cancelButtonTapped
    case confirmButtonTapped
    case delegate(Delegate)
    case fewerWeeksButtonTapped
    case moreWeeksButtonTapped

    enum Delegate {
      case confirmed(weeks: Int)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .confirmButtonTapped:
        return .send(.delegate(.confirmed(weeks: state.weeks)))

      case .delegate:
        return .none

      case .fewerWeeksButtonTapped:
        state.weeks = max(state.weeks - 1, Self.weeksAllowed.lowerBound)
        return .none

      case .moreWeeksButtonTapped:
        state.weeks = min(state.weeks + 1, Self.weeksAllowed.upperBound)
        return .none
      }
    }
  }
}
