import ComposableArchitecture
import Foundation
import PlaygroundText

/// One condition a tutorial step waits for, written in its script as `- goal: …`:
///
///     state count == 3                 the value at a state path, compared with a value
///     state alert != nil
///     state seconds >= 6               (<, <=, >, >= compare numbers)
///     sent .incrementButtonTapped      the learner sent an action that starts like this
///     received .secondPassed           an effect sent back an action that starts like this
///     received .heatingFinished(.failure
///     cancelled                        an effect was cancelled, by anything
///     cancelled by .cancel(id:)        … by `Effect.cancel(id:)`
///     cancelled in flight              … by a new effect with the same id and cancelInFlight
///     cancelled with its feature       … because the feature that owned it went away
///     looped                           the store's loop guard stopped a send that looped
///     looped .path(.element(           … on an action that starts like this
///     command effects                  the learner ran a command and it did not fail
///     passed send                      in test mode, a send (receive, finish, skip) passed
///     failed send                      … reported a TestStore failure
///     test mode                        the lesson runs in a TestStore now
///
/// Values and actions compare as ``DumpPattern`` says. A state goal, and `test mode`, are
/// checked against the session after each command; the others are met by something that
/// happened since the step was shown.
enum Goal: Equatable, Sendable {
  enum Comparison: String, Sendable, CaseIterable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  }

  case state(path: [String], Comparison, String)
  case sent(String)
  case received(String)
  /// `nil`: cancelled for any reason.
  case cancelled(EffectCancellationReason?)
  /// `nil`: whichever action looped. A pitfall a step can show on purpose: the guard's
  /// `error:` line is what the learner should see, so it does not fail the command.
  case looped(String?)
  case command(String)
  /// A test-mode command's `TestStore` call passed, or failed.
  case testStep(command: String, passed: Bool)
  /// The session is in test mode, however it got there: `test on` at this step, or before
  /// it, and a `reset` since.
  case testMode

  /// What a goal about the session now reads of it.
  struct Session {
    /// The value at a path of property names in the state, or `nil` when it has no such path.
    let state: ([String]) -> Any?
    let isTestMode: Bool
  }

  private static let kinds = ["state", "sent", "received", "cancelled", "looped", "command", "passed", "failed", "test"]
  /// The commands that assert in test mode, as `passed` and `failed` goals name them.
  private static let testCommands = ["send", "receive", "assert", "finish", "skip"]

  private static let reasons: [(words: String, reason: EffectCancellationReason)] = [
    ("by .cancel(id:)", .cancel), ("in flight", .cancelInFlight), ("with its feature", .ownerWentAway),
  ]

  init(parsing text: String) throws(ScriptLineProblem) {
    let kind = String(text.prefix { !$0.isWhitespace })
    let rest = text.dropFirst(kind.count).trimmingWhitespace()
    switch kind {
    case "state":
      self = try Self.parseState(rest)
    case "sent", "received":
      guard !rest.isEmpty else {
        throw ScriptLineProblem("'\(kind)' needs an action, e.g. \(kind) .\(kind == "sent" ? "incrementButtonTapped" : "secondPassed")")
      }
      self = kind == "sent" ? .sent(rest) : .received(rest)
    case "cancelled":
      if rest.isEmpty {
        self = .cancelled(nil)
      } else if let match = Self.reasons.first(where: { $0.words == rest }) {
        self = .cancelled(match.reason)
      } else {
        throw ScriptLineProblem(
          "unknown cancellation '\(rest)'; write 'cancelled' alone or with \(Self.reasons.map { "'\($0.words)'" }.joined(separator: ", "))"
        )
      }
    case "looped":
      self = .looped(rest.isEmpty ? nil : rest)
    case "command":
      guard let command = ShellCommand.named(rest) else {
        let hint = closestName(to: rest, in: ShellCommand.names).map { "; did you mean \($0)?" } ?? ""
        throw ScriptLineProblem("no command '\(rest)' for a 'command' goal\(hint)")
      }
      self = .command(command.name)
    case "passed", "failed":
      guard Self.testCommands.contains(rest) else {
        throw ScriptLineProblem(
          "'\(kind)' needs a test-mode command: \(Self.testCommands.joined(separator: ", ")), e.g. \(kind) send"
        )
      }
      self = .testStep(command: rest, passed: kind == "passed")
    case "test":
      guard rest == "mode" else { throw ScriptLineProblem("a test goal reads 'test mode'") }
      self = .testMode
    default:
      let hint = closestName(to: kind, in: Self.kinds).map { "; did you mean \($0)?" } ?? ""
      throw ScriptLineProblem(
        "unknown goal '\(kind)'; a goal starts with \(Self.kinds.joined(separator: ", "))\(hint)"
      )
    }
  }

  private static func parseState(_ text: String) throws(ScriptLineProblem) -> Goal {
    let usage = "a state goal reads 'state PATH OP VALUE', e.g. state count == 3, with OP one of \(Comparison.allCases.map(\.rawValue).joined(separator: " "))"
    let path = text.prefix { !$0.isWhitespace && !"=!<>".contains($0) }
    let afterPath = text.dropFirst(path.count).drop(while: \.isWhitespace)
    let symbol = afterPath.prefix { "=!<>".contains($0) }
    let value = afterPath.dropFirst(symbol.count).trimmingWhitespace()
    let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !path.isEmpty, components.allSatisfy(\.isIdentifier), let comparison = Comparison(rawValue: String(symbol)),
      !value.isEmpty
    else {
      throw ScriptLineProblem(usage)
    }
    return .state(path: components, comparison, value)
  }

  /// Whether this goal is about the session now rather than about something that happened.
  var isAboutState: Bool {
    switch self {
    case .state, .testMode: true
    default: false
    }
  }

  /// Whether the step asks for a `TestStore` failure, which then meets it.
  var asksForAFailure: Bool {
    if case .testStep(_, passed: false) = self { return true }
    return false
  }

  /// Whether `event` meets this goal; a state goal is never met by an event.
  func isMet(by event: SessionEvent) -> Bool {
    switch (self, event) {
    case let (.sent(pattern), .sent(action)), let (.received(pattern), .received(action)):
      DumpPattern.matches(oneLineDump(action), prefix: pattern)
    case let (.cancelled(expected), .cancelled(reason)):
      expected == nil || expected == reason
    case let (.looped(pattern), .looped(action)):
      pattern.map { DumpPattern.matches(oneLineDump(action), prefix: $0) } ?? true
    case let (.command(name), .commandRun(ran)):
      name == ran
    case let (.testStep(command, passed), .testStep(ran, ranPassed)):
      command == ran && passed == ranPassed
    default:
      false
    }
  }

  /// Whether the session meets this goal now. An event goal is never met this way.
  func isMet(_ session: Session) -> Bool {
    if case .testMode = self { return session.isTestMode }
    return isMet(state: session.state)
  }

  /// Whether the state meets this goal now. `value` gives the value at a path of property
  /// names, or `nil` when the state has no such path. Only a state goal is met this way.
  func isMet(state value: ([String]) -> Any?) -> Bool {
    guard case let .state(path, comparison, expected) = self, let actual = value(path) else { return false }
    let dump = oneLineDump(actual)
    switch comparison {
    case .equal:
      return DumpPattern.matches(dump, exactly: expected)
    case .notEqual:
      return !DumpPattern.matches(dump, exactly: expected)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let lhs = Double(dump), let rhs = Double(expected) else { return false }
      switch comparison {
      case .less: return lhs < rhs
      case .lessOrEqual: return lhs <= rhs
      case .greater: return lhs > rhs
      default: return lhs >= rhs
      }
    }
  }
}

extension String {
  /// Whether the string is a Swift identifier, as a state path's components must be.
  fileprivate var isIdentifier: Bool {
    guard let first, first.isLetter || first == "_" else { return false }
    return allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
