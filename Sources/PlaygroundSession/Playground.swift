import ComposableArchitecture
import Foundation

/// The playground engine: a loaded lesson and the shell's commands, text in, lines out.
///
/// A session is a pure function of its commands. Effects run on the main serial executor
/// (swift-concurrency-extras), time is a virtual clock that moves only on `advance` and `run`,
/// UUIDs increment and dates come from the virtual clock, so the same commands print the same
/// bytes on every run.
@MainActor
public final class Playground {
  public enum Outcome: Equatable, Sendable {
    case proceed
    case quit
  }

  /// Why a playground could not start.
  public struct UnknownLesson: Error, CustomStringConvertible {
    public let description: String
  }

  public let lessons: [Lesson]
  private let output: Output
  private let isInterrupted: () -> Bool
  private var host: any LessonHost

  /// The lesson loaded now.
  public var lesson: Lesson { host.lesson }

  /// `counter> `
  public var prompt: String { Transcript.prompt(host.lesson.id) }

  /// - Parameters:
  ///   - lessonID: The lesson to start with; the first lesson when `nil`.
  ///   - sink: Receives every line the session prints, as it happens.
  ///   - isInterrupted: Polled between actions during `advance` and `run`; returns whether the
  ///     user pressed Ctrl-C since the last poll.
  public init(
    lessons: [Lesson],
    lessonID: String? = nil,
    sink: @escaping (OutputLine) -> Void,
    isInterrupted: @escaping () -> Bool = { false }
  ) throws(UnknownLesson) {
    precondition(!lessons.isEmpty, "a playground needs at least one lesson")
    // Every task, effects included, runs on the main thread's serial queue, in order.
    uncheckedUseMainSerialExecutor = true
    let lesson = try Self.find(lessonID ?? lessons[0].id, in: lessons)
    self.lessons = lessons
    self.output = Output(sink: sink)
    self.isInterrupted = isInterrupted
    self.host = lesson.makeHost(lesson, HostEnvironment(output: output, isInterrupted: isInterrupted))
  }

  private static func find(_ id: String, in lessons: [Lesson]) throws(UnknownLesson) -> Lesson {
    guard let lesson = lessons.first(where: { $0.id == id }) else {
      let hint = closestName(to: id, in: lessons.map(\.id)).map { "; did you mean \($0)?" } ?? ""
      throw UnknownLesson(
        description: "unknown lesson '\(id)'; the lessons are \(lessons.map(\.id).joined(separator: ", "))\(hint)"
      )
    }
    return lesson
  }

  /// Runs one line the user typed. A ``ShellDirective`` does nothing here: the shell acts on
  /// it before it reaches the session, and a replay must never write files.
  public func execute(_ line: String) async -> Outcome {
    let leading = line.prefix(while: \.isWhitespace).count
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), ShellDirective(trimmed) == nil else { return .proceed }
    let name = String(trimmed.prefix { !$0.isWhitespace })
    let argument = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    let argumentColumn =
      leading + 1 + (trimmed.count - trimmed.dropFirst(name.count).drop(while: \.isWhitespace).count)
    do {
      return try await run(name, argument: argument, column: argumentColumn, commandColumn: leading + 1)
    } catch {
      output.error(error.description)
      return .proceed
    }
  }

  /// Ends the session: one notice for each effect still in flight, as a TestStore would give.
  public func finish() {
    host.printEffectsStillRunning()
  }

  private func run(
    _ name: String, argument: String, column: Int, commandColumn: Int
  ) async throws(ParseError) -> Outcome {
    switch name {
    case "send":
      guard !argument.isEmpty else {
        throw ParseError("send needs an action, e.g. send .\(host.actionType.anyReflectedCases.first?.name ?? "action")", column: column)
      }
      let literal = try LiteralParser.parseAction(argument, startColumn: column)
      let action = try ValueBuilder().build(literal, as: host.actionType)
      await host.send(action)
    case "state":
      let path = argument.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
      do {
        output.append(String(customDumping: try host.state(at: path)))
      } catch {
        // The host counts path components; report the column in the typed line.
        let offset = path.prefix(error.column - 1).map { $0.count + 1 }.reduce(0, +)
        throw ParseError(error.message, column: column + offset + (argument.hasPrefix(".") ? 1 : 0), suggestion: error.suggestion)
      }
    case "actions":
      try expectNoArgument(argument, for: name, column: column)
      printActions(of: host.actionType, indent: 0)
    case "advance":
      await host.advance(by: argument.isEmpty ? nil : try DurationParser.parse(argument, column: column))
    case "run":
      try expectNoArgument(argument, for: name, column: column)
      await host.run()
    case "effects":
      try expectNoArgument(argument, for: name, column: column)
      host.printEffects()
    case "clock":
      try expectNoArgument(argument, for: name, column: column)
      host.printClock()
    case "dependency":
      try dependency(argument, column: column)
    case "lessons":
      try expectNoArgument(argument, for: name, column: column)
      printLessons()
    case "load":
      guard !argument.isEmpty else {
        throw ParseError("load needs a lesson: \(lessons.map(\.id).joined(separator: ", "))", column: column)
      }
      guard let lesson = lessons.first(where: { $0.id == argument }) else {
        throw ParseError(
          "unknown lesson '\(argument)'", column: column,
          suggestion: closestName(to: argument, in: lessons.map(\.id))
        )
      }
      await start(lesson)
      output.append("loaded \(lesson.id): \(lesson.title)")
    case "reset":
      try expectNoArgument(argument, for: name, column: column)
      await start(host.lesson)
      output.append("reset \(host.lesson.id): initial state, clock at 0s")
    case "help":
      try help(argument, column: column)
    case "quit", "exit":
      try expectNoArgument(argument, for: name, column: column)
      host.printEffectsStillRunning()
      return .quit
    default:
      if name.hasPrefix(".") || name.hasPrefix("\\") {
        throw ParseError("a line starts with a command", column: commandColumn, suggestion: "send \(name)")
      }
      throw ParseError(
        "unknown command '\(quoted(name))'; type 'help' for the list", column: commandColumn,
        suggestion: closestName(to: name, in: CommandHelp.names)
      )
    }
    return .proceed
  }

  /// A word from the typed line as an error message quotes it: control characters escaped,
  /// and cut short, so the message stays one readable line.
  private func quoted(_ word: String) -> String {
    let escaped = word.map(\.debugDescriptionEscaped).joined()
    return escaped.count > 40 ? escaped.prefix(40) + "…" : escaped
  }

  private func start(_ lesson: Lesson) async {
    await host.tearDown()
    host = lesson.makeHost(lesson, HostEnvironment(output: output, isInterrupted: isInterrupted))
  }

  private func expectNoArgument(_ argument: String, for name: String, column: Int) throws(ParseError) {
    guard argument.isEmpty else {
      throw ParseError("\(name) takes no argument, found '\(argument)'", column: column)
    }
  }

  private func printActions(of type: any CaseReflectable.Type, indent: Int) {
    for reflected in type.anyReflectedCases {
      output.append(String(repeating: " ", count: indent + 2) + reflected.signature)
      for parameter in reflected.parameters {
        if let child = parameter.type as? any CaseReflectable.Type {
          printActions(of: child, indent: indent + 4)
        }
      }
    }
  }

  private func printLessons() {
    let width = lessons.map(\.id.count).max() ?? 0
    for lesson in lessons {
      let marker = lesson.id == host.lesson.id ? "*" : " "
      output.append("\(marker) \(lesson.id.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(lesson.summary)")
    }
  }

  private func dependency(_ argument: String, column: Int) throws(ParseError) {
    let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch words.count {
    case 0:
      host.printDependencies()
    case 2:
      try host.setDependency(words[0], mode: words[1], column: column)
    default:
      throw ParseError("usage: dependency [NAME MODE], e.g. dependency factClient failing", column: column)
    }
  }

  private func help(_ argument: String, column: Int) throws(ParseError) {
    guard !argument.isEmpty else {
      let width = CommandHelp.all.map(\.usage.count).max() ?? 0
      for command in CommandHelp.all {
        output.append("  \(command.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(command.summary)")
      }
      return
    }
    let name = argument == "exit" ? "quit" : argument
    guard let command = CommandHelp.all.first(where: { $0.name == name }) else {
      throw ParseError(
        "no command '\(argument)'", column: column,
        suggestion: closestName(to: argument, in: CommandHelp.names)
      )
    }
    output.append("\(command.usage) — \(command.summary)")
    for line in command.details { output.append(line) }
  }
}
