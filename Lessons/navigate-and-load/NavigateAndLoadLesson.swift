import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func navigateAndLoad(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Navigate and load",
      summary: "pushing a screen at once while its optional state loads, run with ifLet; back cancels the load",
      // A test writes the issued pass as the feature makes it: `BoardingPass.State(seat: "14C")`.
      initializers: [
        .initializer("seat") { (seat: String) in BoardingPass.State(seat: seat) },
        .initializer("seat", "bags") { (seat: String, bags: Int) in BoardingPass.State(seat: seat, bags: bags) },
      ],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { CheckIn.State() },
      reducer: { CheckIn() }
    )
  }
}
