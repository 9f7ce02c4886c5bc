import ArgumentParser
import Lessons

/// `tca-playground lessons`
struct ListLessons: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lessons",
    abstract: "List the lessons."
  )

  func run() {
    let width = allLessons.map(\.id.count).max() ?? 0
    for lesson in allLessons {
      print("\(lesson.id.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(lesson.summary)")
    }
  }
}
