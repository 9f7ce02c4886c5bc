import ArgumentParser
import PlaygroundSession

/// `tca-playground lessons`: the lessons in order, with the goals met in each tutorial.
struct ListLessons: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lessons",
    abstract: "List the lessons, with your progress in each tutorial."
  )

  @MainActor
  func run() async {
    for line in lessonListing(shellLessons, progress: ShellSession.openProgress().progress) {
      print(line)
    }
  }
}
