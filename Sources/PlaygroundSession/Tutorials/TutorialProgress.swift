import Foundation

/// How far the learner got in each tutorial, and which one they took last: what
/// `progress.json` holds between sessions.
///
///     {
///       "current" : "timers",
///       "lessons" : {
///         "counter" : { "completed" : [1, 2, 3, 4, 5, 6], "step" : 7 },
///         "timers" : { "completed" : [1, 2], "step" : 3 }
///       },
///       "version" : 1
///     }
public struct TutorialProgress: Equatable, Sendable {
  public struct Lesson: Codable, Equatable, Sendable {
    /// The step the learner is on, from 1; one past the last step once the tutorial is done.
    public var step: Int
    /// The steps whose goals were met, ascending. `next` moves on without adding one.
    public var completed: [Int]

    public init(step: Int = 1, completed: [Int] = []) {
      self.step = step
      self.completed = completed
    }
  }

  /// The lesson whose tutorial the learner took last: where `tca-playground learn` resumes.
  public var current: String?
  /// By lesson id; a lesson never started has no entry.
  public var lessons: [String: Lesson]

  public init(current: String? = nil, lessons: [String: Lesson] = [:]) {
    self.current = current
    self.lessons = lessons
  }

  /// The format this playground writes; a file with another is read as damaged.
  static let version = 1

  /// Why saved progress cannot be read, in a few words: `not valid JSON`.
  public struct DecodingFailure: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// Reads what ``json()`` wrote.
  public init(json: Data) throws(DecodingFailure) {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: json)
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      throw DecodingFailure(description: "not valid JSON")
    } catch let error as DecodingError {
      throw DecodingFailure(description: Self.summary(of: error))
    } catch {
      throw DecodingFailure(description: "unreadable")
    }
    guard file.version == Self.version else {
      throw DecodingFailure(description: "format version \(file.version), this playground reads version \(Self.version)")
    }
    self.init(current: file.current, lessons: file.lessons)
  }

  /// Pretty-printed JSON with sorted keys, so the file diffs well and is the same for the
  /// same progress.
  public func json() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Encoding plain strings and integers cannot fail.
    return try! encoder.encode(File(version: Self.version, current: current, lessons: lessons)) + Data("\n".utf8)
  }

  private struct File: Codable {
    var version: Int
    var current: String?
    var lessons: [String: Lesson]
  }

  private static func summary(of error: DecodingError) -> String {
    func location(_ path: [any CodingKey]) -> String {
      path.isEmpty ? "at the top" : "at " + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case let .keyNotFound(key, context): return "'\(key.stringValue)' missing \(location(context.codingPath))"
    case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
      return "unexpected value \(location(context.codingPath))"
    @unknown default: return "unreadable"
    }
  }

  // MARK: Updates

  /// The learner's place in a lesson's tutorial, fresh when they never started it.
  func lesson(_ id: String) -> Lesson {
    lessons[id] ?? Lesson()
  }

  /// How many of a tutorial's `stepCount` steps were completed.
  public func completedCount(_ id: String, stepCount: Int) -> Int {
    lesson(id).completed.filter { (1...stepCount).contains($0) }.count
  }
}
