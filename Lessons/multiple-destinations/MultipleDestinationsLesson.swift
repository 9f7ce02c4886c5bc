import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func multipleDestinations(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Multiple destinations",
      summary: "a library book's page: one @Presents enum for a sheet, a drill-down, a dialog and alerts",
      // A test writes what the page presents: `$0.destination = .borrowForm(BorrowForm.State())`.
      initializers: [
        .initializer { BorrowForm.State() },
        .initializer("weeks") { (weeks: Int) in BorrowForm.State(weeks: weeks) },
        .initializer { Excerpt.State() },
      ],
      uses: ["continuousClock", "dismiss"],
      tutorial: folder.tutorial,
      initialState: { BookPage.State() },
      reducer: { BookPage() }
    )
  }
}
