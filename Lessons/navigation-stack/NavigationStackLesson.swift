import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func navigationStack(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: NavigationStack",
      summary: "a museum's audio tour: StackState, StackAction, forEach, pushing and popping",
      // A test writes each screen it pushes: `$0.path[id: 0] = .room(RoomScreen.State(hall: .harbour))`.
      initializers: [
        .initializer("hall") { (hall: Hall) in RoomScreen.State(hall: hall) },
        .initializer("exhibit") { (exhibit: Exhibit) in ExhibitScreen.State(exhibit: exhibit) },
        .initializer("exhibit", "isPlaying", "secondsPlayed") { (exhibit: Exhibit, isPlaying: Bool, seconds: Int) in
          ExhibitScreen.State(exhibit: exhibit, isPlaying: isPlaying, secondsPlayed: seconds)
        },
      ],
      uses: ["continuousClock", "dismiss"],
      tutorial: folder.tutorial,
      initialState: { MuseumTour.State() },
      reducer: { MuseumTour() }
    )
  }
}
