import LessonRegistry

extension Lesson {
  static func optionalState(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Optional state: a ticket basket",
      summary: "a child feature that may be nil, run with ifLet",
      // Test mode asserts the basket appearing as a test writes it: `TicketBasket.State()`, or
      // `TicketBasket.State(seats: 3)`.
      initializers: [
        .initializer { TicketBasket.State() },
        .initializer("seats") { (seats: Int) in TicketBasket.State(seats: seats) },
      ],
      tutorial: folder.tutorial,
      initialState: { BoxOffice.State() },
      reducer: { BoxOffice() }
    )
  }
}
