import Foundation
import PlaygroundSession
import PlaygroundTerminal
import PlaygroundText

/// Writes the session's lines to standard output, coloured on a terminal. A closed output
/// (`| head`) ends the program quietly, after `onClosedOutput` cleans up what must not be left
/// behind, such as a temporary data folder.
struct LinePrinter {
  let color: Bool
  var onClosedOutput: () -> Void = {}

  func print(_ line: OutputLine) {
    write(render(line) + "\n")
  }

  func write(_ text: String) {
    if OutputSink.standardOutput.write(text) != .written {
      onClosedOutput()
      Foundation.exit(0)
    }
  }

  func render(_ line: OutputLine) -> String {
    guard color, let style = line.style.ansiStyle else { return line.text }
    return paint(line.text, style)
  }
}

extension OutputLine.Style {
  var ansiStyle: ANSIStyle? {
    switch self {
    case .plain: nil
    case .removed: .removed
    case .added: .added
    case .heading: .header
    case .error: .error
    case .warning: .warning
    }
  }
}
