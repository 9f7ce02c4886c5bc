import ComposableArchitecture

extension BookPage {
  /// Everything the book's page can show over itself, one at a time.
  @Reducer
  enum Destination {
    /// Alerts: returning the book, and closing time.
    case alert(AlertState<BookPage.Action.Alert>)
    /// A sheet: how many weeks to borrow the book for.
    case borrowForm(BorrowForm)
    /// A drill-down: a few pages to read before borrowing.
    case excerpt(Excerpt)
    /// A confirmation dialog: the page's other things to do.
    case more(ConfirmationDialogState<BookPage.Action.More>)
  }
}

extension BookPage.Destination.State: Equatable {}

extension AlertState where Action == BookPage.Action.Alert {
  /// Asks before the book goes back on the shelf; keeping it only closes the alert.
  static let confirmReturn = Self {
    TextState("Hand the almanac back?")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Keep reading")
    }
    ButtonState(role: .destructive, action: .confirmReturn) {
      TextState("Return it")
    }
  } message: {
    TextState("It goes back on the shelf for the next reader.")
  }

  /// Shown when the reading room closes, over whatever was on screen.
  static let closingSoon = Self {
    TextState("The reading room is closing.")
  } message: {
    TextState("Please finish up; the doors lock in five minutes.")
  }
}

extension ConfirmationDialogState where Action == BookPage.Action.More {
  /// The "more" button's choices.
  static let bookOptions = Self {
    TextState("The Lamplighter's Almanac")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Never mind")
    }
    ButtonState(action: .readExcerpt) {
      TextState("Read a few pages")
    }
    ButtonState(action: .borrow) {
      TextState("Borrow it")
    }
  }
}
