import PlaygroundText
import TranscriptFormat


/// `history` as lines: one per step, the step the session is at marked, and the steps a jump
/// back left ahead of it set apart.
///
///     step  time  received  state      command
///        1    0s         0  changed    counter> send .incrementButtonTapped
///     >  2    0s         0  changed    counter> send .incrementButtonTapped
///     -- undone; 'goto 3' brings them back, the next step drops them --
///        3    0s         0  changed    counter> send .incrementButtonTapped
struct HistoryListing {
  let history: History

  var lines: [OutputLine] {
    guard !history.steps.isEmpty else {
      return [OutputLine("no steps yet: send, advance, run, load, reset, dependency and shared reset make them")]
    }
    let times = history.steps.map(\.time.playgroundDescription)
    let timeWidth = max(times.map(\.count).max() ?? 0, 4)
    let numberWidth = max(String(history.steps.count).count, 4)
    var lines = [
      OutputLine(
        "  " + pad("step", numberWidth) + "  " + pad("time", timeWidth) + "  received  state      command",
        style: .heading
      )
    ]
    for (index, step) in history.steps.enumerated() {
      let number = index + 1
      if index == history.position {
        lines.append(OutputLine(
          "-- undone: 'goto \(history.steps.count)' brings \(history.steps.count - index == 1 ? "it" : "them") back; the next step drops \(history.steps.count - index == 1 ? "it" : "them") --"
        ))
      }
      let marker = number == history.position ? "> " : "  "
      let received = pad(String(step.received), 8)
      let state = step.changedState ? "changed  " : "unchanged"
      lines.append(OutputLine(
        marker + pad(String(number), numberWidth) + "  " + pad(times[index], timeWidth) + "  " + received
          + "  " + state + "  " + Transcript.prompt(step.lessonID) + step.entry.text
      ))
    }
    return lines
  }

  /// `text` right-aligned in `width` columns.
  private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
  }
}
