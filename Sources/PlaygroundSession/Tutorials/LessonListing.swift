import Foundation

/// The lessons as `lessons` lists them, in the order a learner takes them, with how many of
/// each tutorial's goals were met:
///
///     ✓ counter       6/6  a reducer, its state and its actions
///       timers        2/7  a long-living effect on a virtual clock
///       cancellation  0/6  cancelling an in-flight request with an enum cancel id
///
/// `✓` marks a tutorial with every goal met; a lesson without a tutorial shows `-`. In the
/// shell, a first column marks the loaded lesson with `*`.
public func lessonListing(_ lessons: [Lesson], progress: TutorialProgress, loaded: String? = nil) -> [String] {
  let rows = lessons.map { lesson in
    let steps = (try? lesson.tutorial?.get())?.steps.count
    let done = steps.map { progress.completedCount(lesson.id, stepCount: $0) }
    return (
      lesson: lesson,
      mark: steps != nil && done == steps ? "✓" : " ",
      count: steps.map { "\(done ?? 0)/\($0)" } ?? "-"
    )
  }
  let idWidth = lessons.map(\.id.count).max() ?? 0
  let countWidth = rows.map(\.count.count).max() ?? 0
  return rows.map { row in
    let loadedMark = loaded.map { $0 == row.lesson.id ? "* " : "  " } ?? ""
    let id = row.lesson.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
    let count = row.count.padding(toLength: countWidth + 2, withPad: " ", startingAt: 0)
    return "\(loadedMark)\(row.mark) \(id)\(count)\(row.lesson.summary)"
  }
}
