/// What the user saw so far, for `:reload` to replay and compare: each command the session
/// ran, and every line it printed, the commands echoed after their prompts, as the shell
/// prints them when piped. Commands that a replay never runs (`quit`, and those that read or
/// write files: `:save`, `:record`, `:load`, `export test FILE`) are left out, with what they
/// printed; the commands a `:load` ran are in, each as if typed.
public struct SessionRecord: Equatable, Sendable, Codable {
  /// The lesson the session started with: where a replay starts.
  public let lessonID: String
  public private(set) var commands: [String] = []
  public private(set) var lines: [String] = []
  /// Set while a command that is left out runs, so its output is left out too.
  private var isSkipping = false

  public init(lessonID: String) {
    self.lessonID = lessonID
  }

  /// A record carried over a reload: what the new build printed for `commands`.
  public init(lessonID: String, commands: [String], lines: [String]) {
    self.lessonID = lessonID
    self.commands = commands
    self.lines = lines
  }

  /// A command starts: `echo` is its prompt and the line; `isReplayable` says whether a
  /// replay runs it.
  public mutating func command(_ line: String, echo: String, isReplayable: Bool) {
    isSkipping = !isReplayable
    guard isReplayable else { return }
    commands.append(line)
    lines.append(echo)
  }

  /// A line the session printed.
  public mutating func output(_ line: String) {
    if !isSkipping { lines.append(line) }
  }

  private enum CodingKeys: String, CodingKey {
    case lessonID, commands, lines
  }
}
