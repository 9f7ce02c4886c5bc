import ComposableArchitecture
import Foundation
import LessonRegistry

extension Lesson {
  static func navigateAndLoadList(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Lists, navigate and load",
      summary: "navigating from a row of an IdentifiedArray and loading its counter a second later",
      // A test writes the selection as the feature makes it, `Identified(nil, id: UUID(1))`, and
      // a row whole, as its properties are not observable.
      initializers: [
        .initializer("_", "id") { (value: Counter.State?, id: UUID) in Identified(value, id: id) },
        .initializer("count", "id") { (count: Int, id: UUID) in NavigateAndLoadList.State.Row(count: count, id: id) },
      ] + .counterState,
      uses: ["continuousClock", "uuid"],
      tutorial: folder.tutorial,
      initialState: { NavigateAndLoadList.State() },
      reducer: { NavigateAndLoadList() }
    )
  }
}
