import PlaygroundTerminal

/// A GitHub Actions workflow command that marks a line of a file as an error in the run's
/// summary and in pull-request diffs: `::error file=PATH,line=N::MESSAGE`.
///
/// Printed by `check` when `GITHUB_ACTIONS` is `true`, as GitHub sets it in every job.
/// <https://docs.github.com/actions/reference/workflow-commands-for-github-actions>
enum GitHubAnnotation {
  static func isEnabled(environment: ProcessEnvironment) -> Bool {
    environment["GITHUB_ACTIONS"] == "true"
  }

  /// The command line; `message` may span lines.
  static func error(file: String, line: Int?, message: String) -> String {
    let properties = ["file=\(escapeProperty(file))"] + (line.map { ["line=\($0)"] } ?? [])
    return "::error \(properties.joined(separator:","))::\(escapeData(message))"
  }

  /// A message: `%`, carriage returns and line feeds are percent-encoded.
  private static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// A property value: as a message, and `:` and `,` too, which end values.
  private static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
