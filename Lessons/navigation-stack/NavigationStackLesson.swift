import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func navigationStack(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: NavigationStack",
      summary: "a stack of screens: StackState, StackAction, forEach, pushing and popping",
      dependencies: [.factClient],
      errors: [TypeableError(example: FactError(), declaredByExport: true)],
      // A test writes each screen it pushes: `$0.path[id: 0] = .screenA(ScreenA.State())`.
      initializers: [
        .initializer { ScreenA.State() },
        .initializer("count") { (count: Int) in ScreenA.State(count: count) },
        .initializer { ScreenB.State() },
        .initializer { ScreenC.State() },
      ],
      uses: ["continuousClock", "dismiss"],
      tutorial: folder.tutorial,
      initialState: { NavigationDemo.State() },
      reducer: { NavigationDemo() }
    )
  }
}
