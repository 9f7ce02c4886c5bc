import Foundation
import PlaygroundTerminal
import TranscriptFormat

/// The outcomes of a check as JUnit XML, which CI systems (GitHub Actions reporters, GitLab,
/// Jenkins) show as test results: one `testcase` per transcript, named by its path, with a
/// `failure` holding the diff, or an `error` for a file that could not be checked. An updated
/// transcript counts as passed.
///
/// Written by hand rather than with FoundationXML, which would make the program load libxml2:
/// every value is escaped, and characters XML 1.0 cannot hold become U+FFFD.
struct JUnitReport {
  let outcomes: [CheckOutcome]
  /// Wall-clock time of the whole check.
  let seconds: Double

  var xml: String {
    let failures = outcomes.count { $0.status == .failed }
    let errors = outcomes.count { $0.status == .error }
    let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Self.time(seconds))\""
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="tca-playground check" \#(counts)>"#,
      #"  <testsuite name="transcripts" \#(counts)>"#,
    ]
    for outcome in outcomes {
      let testcase =
        #"    <testcase classname="transcripts" name="\#(Self.escape(outcome.path))" file="\#(Self.escape(outcome.path))" time="\#(Self.time(outcome.seconds))""#
      switch outcome.status {
      case .passed, .updated:
        lines.append(testcase + "/>")
      case .failed:
        lines.append(testcase + ">")
        lines.append(
          #"      <failure type="TranscriptMismatch" message="\#(Self.escape("\(outcome.location): the output differs from the transcript"))">"#
            + Self.escape(outcome.diff.joined(separator: "\n")) + "</failure>")
        lines.append("    </testcase>")
      case .error:
        lines.append(testcase + ">")
        lines.append(
          #"      <error type="TranscriptError" message="\#(Self.escape("\(outcome.location): \(outcome.message ?? "cannot check")"))"/>"#)
        lines.append("    </testcase>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the report in one step: a reader never sees half a file.
  func write(to path: String) throws(CommandError) {
    do {
      try StateFile.replace(URL(fileURLWithPath: path), with: xml, mode: 0o644)
    } catch {
      throw CommandError("\(path): cannot write the JUnit report: \(fileErrorReason(error))")
    }
  }

  private static func time(_ seconds: Double) -> String {
    String(format: "%.3f", seconds)
  }

  /// Text fit for an attribute value or an element's content. Line breaks and tabs become
  /// character references, so attribute values keep them too.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n": escaped += "&#10;"
      case "\r": escaped += "&#13;"
      case "\t": escaped += "&#9;"
      case _ where isAllowedInXML(scalar): escaped.unicodeScalars.append(scalar)
      default: escaped += "\u{FFFD}"
      }
    }
    return escaped
  }

  /// XML 1.0's `Char` production, tab and line breaks aside.
  private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
