import PlaygroundText


/// What a command tells the shell: go on, or end the session.
public enum CommandOutcome: Equatable, Sendable {
  case proceed
  case quit
}

/// One shell command: how `help` describes it and what it does.
///
/// Each command is a value in its own small group file (`FeatureCommands`, `TimeCommands`, …);
/// ``all`` lists them in the order `help` prints them. Adding a command is one value and one
/// line in that list.
struct ShellCommand: Sendable {
  /// What a command gets from the typed line.
  struct Invocation {
    /// The name as typed, which may be an alias.
    let name: String
    /// Everything after the command's name, trimmed.
    let argument: String
    /// Where `argument` starts in the typed line, counting from 1.
    let column: Int

    /// Throws unless the command was typed alone.
    func expectNoArgument() throws(ParseError) {
      guard argument.isEmpty else {
        throw ParseError("\(name) takes no argument, found '\(argument)'", column: column)
      }
    }
  }

  typealias Run = @MainActor @Sendable (CommandContext, Invocation) async throws(ParseError) -> CommandOutcome
  /// What Tab offers for the argument typed so far: see ``ArgumentCompletion``.
  typealias Complete = ArgumentCompletion

  let name: String
  /// Other names that run the same command, such as `exit` for `quit`.
  let aliases: [String]
  let usage: String
  let summary: String
  /// More lines for `help NAME`.
  let details: [String]
  /// Examples for `help NAME` made from the loaded lesson, after ``details``.
  typealias Examples = @MainActor @Sendable (CommandContext) -> [String]
  let examples: Examples?
  /// Whether a running tutorial checks its step's goals after this command: not after the
  /// commands that move between steps, which show a step rather than act.
  let checksGoals: Bool
  /// Whether the command, run without an error, is a step of the session's history, which
  /// `undo` and `goto` replay: commands that can change the lesson (`send`, `advance`, `load`,
  /// …), not those that only show it, move a tutorial or act outside the session.
  let historyRole: HistoryRole
  enum HistoryRole: Sendable {
    case none
    case step
    /// A step when given an argument: `dependency timetable failing`, not `dependency`.
    case stepWithArgument
    /// A step when it started a lesson afresh: `learn counter` or `restart`, not `learn` showing
    /// the step a running tutorial is at.
    case stepWhenItStartsALesson
  }
  /// Whether the command reads or writes a file the user names (`:record`, `:save`, `:load`),
  /// which `:load` never runs from a file someone else wrote.
  let usesFiles: Bool
  let run: Run
  let complete: Complete

  init(
    _ name: String,
    aliases: [String] = [],
    usage: String? = nil,
    summary: String,
    details: [String] = [],
    examples: Examples? = nil,
    complete: @escaping Complete = { _, _ in .none },
    checksGoals: Bool = true,
    history: HistoryRole = .none,
    usesFiles: Bool = false,
    run: @escaping Run
  ) {
    self.usesFiles = usesFiles
    self.historyRole = history
    self.name = name
    self.aliases = aliases
    self.usage = usage ?? name
    self.summary = summary
    self.details = details
    self.examples = examples
    self.complete = complete
    self.checksGoals = checksGoals
    self.run = run
  }

  /// Every command, in the order `help` lists them.
  static let all: [ShellCommand] = [
    .send, .bind, .state, .actions,
    .advance, .run, .effects, .clock,
    .dependency, .shared,
    .lessons, .newLesson, .openFeature, .load, .reset, .set,
    .learn, .hint, .next, .back, .restart, .source,
    .history, .undo, .goto, .timeline,
    .save, .loadSession, .record, .reload,
    .test, .receive, .assert, .finish, .skip, .exhaustivity, .export,
    .help, .quit,
  ]

  /// Whether running it with `argument` makes a step of the session's history.
  func isStep(_ argument: String) -> Bool {
    switch historyRole {
    case .none: false
    case .step: true
    case .stepWithArgument: !argument.isEmpty
    case .stepWhenItStartsALesson: true
    }
  }

  /// Whether anything may follow the name: a command whose usage is its name alone, such as
  /// `effects`, is typed alone, and the shell says so before running it.
  var takesArgument: Bool { usage != name }

  /// Every name and alias the shell accepts.
  static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }

  static func named(_ name: String) -> ShellCommand? {
    byName[name]
  }

  /// Whether `:load` leaves `line` out when it replays a file: `quit` or `exit`, and the
  /// commands that read or write files (`:record`, `:save`, `:load`, `export test FILE`),
  /// since a file from someone else must not write into your folders.
  static func isSkippedByLoad(_ line: String) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace)
    guard let name = words.first, let command = named(String(name)) else { return false }
    if command.name == export.name { return words.count > 2 }
    return command.name == quit.name || command.usesFiles
  }

  /// Runs `command`, the command `name` names, found once by the caller; `nil` when `name`
  /// names none, which is an error that suggests the nearest name. On the main actor, as the
  /// session is: a nonisolated `async` function would hop off it and back for every command.
  @MainActor static func run(
    _ command: ShellCommand?, name: String, argument: String, column: Int, in context: CommandContext
  ) async throws(ParseError) -> CommandOutcome {
    guard let command else {
      if name.hasPrefix(".") || name.hasPrefix("\\") {
        throw ParseError("a line starts with a command", column: nil, suggestion: "send \(name)")
      }
      throw ParseError(
        "unknown command '\(quoted(name))'; type 'help' for the list", column: nil,
        suggestion: closestName(to: name, in: names)
      )
    }
    let invocation = Invocation(name: name, argument: argument, column: column)
    if !command.takesArgument { try invocation.expectNoArgument() }
    return try await command.run(context, invocation)
  }

  /// Runs a line that ran without an error before, as a replay does: the name, then its
  /// argument, one space after it.
  @MainActor static func rerun(_ line: String, in context: CommandContext) async {
    let name = String(line.prefix { !$0.isWhitespace })
    let argument = line.dropFirst(name.count).trimmingWhitespace()
    _ = try? await run(named(name), name: name, argument: argument, column: name.count + 2, in: context)
  }

  /// A word from the typed line as an error message quotes it: control characters escaped,
  /// and cut short, so the message stays one readable line.
  private static func quoted(_ word: String) -> String {
    let escaped = word.map(\.debugDescriptionEscaped).joined()
    return escaped.count > 40 ? escaped.prefix(40) + "…" : escaped
  }

  /// Every command by its name and by each alias: every line looks its command up.
  private static let byName: [String: ShellCommand] = {
    var byName: [String: ShellCommand] = [:]
    // The first command with a name or alias wins, as a search of `all` in order finds it.
    for command in all {
      for name in [command.name] + command.aliases where byName[name] == nil { byName[name] = command }
    }
    return byName
  }()
}
