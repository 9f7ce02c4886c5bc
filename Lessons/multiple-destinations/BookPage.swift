import ComposableArchitecture

/// A library book's page in a lending app. Everything it can show over itself is one case of
/// one enum in one `@Presents` property: the borrow form as a sheet, an excerpt drilled down
/// into, the "more" dialog, and the alerts. So at most one of them is on screen, and a state
/// with a sheet and an alert at once cannot even be written.
@Reducer
struct BookPage {
  /// How long the reading room stays open after the page is opened.
  static let openingTime = Duration.seconds(600)

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    /// Weeks the reader borrowed the book for; `nil` while it is on the shelf.
    var loanWeeks: Int?
  }

  enum Action {
    case borrowButtonTapped
    case closingTimeReached
    case destination(PresentationAction<Destination.Action>)
    case moreButtonTapped
    case readExcerptButtonTapped
    case returnButtonTapped
    /// The view's `.task`: counts down to closing time while the page is open.
    case task

    @CasePathable
    enum Alert {
      case confirmReturn
    }

    @CasePathable
    enum More {
      case borrow
      case readExcerpt
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .borrowButtonTapped, .destination(.presented(.more(.borrow))):
        state.destination = .borrowForm(BorrowForm.State())
        return .none

      case .readExcerptButtonTapped, .destination(.presented(.more(.readExcerpt))):
        state.destination = .excerpt(Excerpt.State())
        return .none

      case .moreButtonTapped:
        state.destination = .more(.bookOptions)
        return .none

      case .returnButtonTapped:
        state.destination = .alert(.confirmReturn)
        return .none

      case .destination(.presented(.alert(.confirmReturn))):
        state.loanWeeks = nil
        return .none

      case let .destination(.presented(.borrowForm(.delegate(.confirmed(weeks))))):
        state.loanWeeks = weeks
        // The parent closes the sheet itself: setting the destination to nil is dismissing.
        state.destination = nil
        return .none

      case .destination:
        return .none

      case .closingTimeReached:
        // ⚠️ The pitfall of one enum of destinations: this assignment replaces whatever is
        // shown, without asking. A reader halfway through the borrow form loses it, weeks
        // chosen and all. Here that is what the library wants, since the room is closing; when
        // it is not what you want, look at `state.destination` before presenting.
        state.destination = .alert(.closingSoon)
        return .none

      case .task:
        return .run { send in
          try await clock.sleep(for: Self.openingTime)
          await send(.closingTimeReached)
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
