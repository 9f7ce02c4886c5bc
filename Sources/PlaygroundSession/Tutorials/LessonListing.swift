import Foundation

/// The lessons as `lessons` lists them: by chapter, in the order a learner takes them, with
/// how many of each tutorial's goals were met, then what the marks mean:
///
///     Getting started
///       ✓ counter       6/6  a reducer, its state and its actions
///     Effects
///         timers        2/7  a long-living effect on a virtual clock
///     Higher-order reducers
///         recursion     -    a reducer that holds itself
///     n/m: tutorial goals met ('learn LESSON' starts it), ✓ all of them; -: no tutorial
///
/// A chapter is the `Lessons/Chapters.md` heading each lesson was registered under, as TCA's
/// case studies group theirs; a lesson with none (a test's) is listed under the one before it.
/// In the shell, `loaded` marks the lesson running with `*`, and the legend says so.
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
  var lines: [String] = []
  var chapter: String?
  for row in rows {
    if let title = row.lesson.chapter, title != chapter {
      lines.append(title)
      chapter = title
    }
    let loadedMark = loaded == row.lesson.id ? "* " : "  "
    let id = row.lesson.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
    let count = row.count.padding(toLength: countWidth + 2, withPad: " ", startingAt: 0)
    lines.append("\(loadedMark)\(row.mark) \(id)\(count)\(row.lesson.summary)")
  }
  let loadedLegend = loaded == nil ? "" : "; *: the lesson loaded now"
  lines.append("n/m: tutorial goals met ('learn LESSON' starts it), ✓ all of them; -: no tutorial\(loadedLegend)")
  return lines
}
