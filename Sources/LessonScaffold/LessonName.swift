import LessonNames

/// The names a new lesson gets from the one typed, `MyIdea`: its feature's type, its folder
/// `Lessons/MyIdea`, its id `my-idea` (what `lessons` lists and the prompt shows), its
/// registration `Lesson.myIdea(_:)`, its title `My idea` and its test suite `MyIdeaTests`.
public struct LessonName: Equatable, Sendable {
  public let typeName: String

  /// The name as typed, when it has the shape of a type a lesson folder may be named by;
  /// otherwise why not. Whether it is free is ``NameCheck``'s to say.
  init(_ typed: String) throws(ScaffoldError) {
    guard Self.isSwiftIdentifier(typed) else {
      throw .usage("'\(typed)' is not a Swift identifier; name the lesson as its reducer type, such as MyIdea")
    }
    guard !SwiftKeywords.all.contains(typed) else {
      throw .usage("'\(typed)' is a Swift keyword; name the lesson as its reducer type, such as MyIdea")
    }
    guard LessonNames.isTypeName(typed) else {
      throw .usage(
        "'\(typed)' is not a type name of ASCII letters and digits starting with a capital; name the lesson as its reducer type, such as MyIdea"
      )
    }
    typeName = typed
  }

  public var folder: String { typeName }
  public var id: String { LessonNames.id(ofFolder: typeName) }
  public var registrationName: String { LessonNames.registrationName(ofID: id) }
  public var testSuiteName: String { typeName + "Tests" }

  /// The id's words as a title: `my-idea` → `My idea`.
  public var title: String {
    let words = id.replacing("-", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// Whether Swift reads `text` as one identifier (keywords aside): a letter or `_`, then
  /// letters, digits and `_`.
  static func isSwiftIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
