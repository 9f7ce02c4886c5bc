import ComposableArchitecture

/// The excerpt, drilled down into from the book's page: a few pages to read, one at a time.
@Reducer
struct Excerpt {
  /// The pages a reader may see before borrowing the book.
  static let pages = [
    "Chapter one. Every lamp on Quay Street was lit by hand, and Ada knew each one by its squeak.",
    "The tallest lamp leaned over the water, and on foggy nights it was the only star the boats had.",
    "\"Light them in order,\" her grandmother said, \"or the street forgets which way is home.\"",
  ]

  @ObservableState
  struct State: Equatable {
    /// The pages turned so far, the first one open from the start.
    var pagesRead = [Excerpt.pages[0]]
  }

  enum Action {
    case doneReadingButtonTapped
    case nextPageButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doneReadingButtonTapped:
        return .run { _ in await dismiss() }

      case .nextPageButtonTapped:
        // The last page of the excerpt stays open: the rest is for borrowers.
        if state.pagesRead.count < Self.pages.count {
          state.pagesRead.append(Self.pages[state.pagesRead.count])
        }
        return .none
      }
    }
  }
}
