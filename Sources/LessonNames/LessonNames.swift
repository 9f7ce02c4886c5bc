/// How a lesson folder's name gives the lesson's id and its registration's name, for the
/// EmbedLessonFiles plugin's tool, which generates `allLessons`, and for `tca-playground new`,
/// which makes a folder the tool must accept. A folder is named either
///
/// - by its id, lowercase words of letters and digits joined by `-`, as the project's lessons
///   are (`sign-up`); or
/// - by its feature's type, in UpperCamelCase letters and digits, as `new` names yours
///   (`MyIdea`), whose id is its words in lowercase joined by `-` (`my-idea`).
///
/// Either way the registration is `Lesson.<id in camel case>(_:)`: `signUp`, `myIdea`.
public enum LessonNames {
  /// The chapter of `Lessons/Chapters.md` that `new` lists your lessons under. The project's
  /// own lessons are in the others: the suite holds them to its coverage rules (two
  /// transcripts, every action in one, their exports committed), and a lesson of yours only to
  /// compiling and passing its own test and transcript.
  public static let ideasChapter = "Your ideas"

  /// Whether `folder` can name a lesson, as an id or as a type name.
  public static func isFolderName(_ folder: String) -> Bool {
    isID(folder) || isTypeName(folder)
  }

  /// Whether `text` is an id: lowercase words of letters and digits joined by `-`, starting
  /// with a letter, so its registration's name is a Swift identifier.
  public static func isID(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLowercase else { return false }
    return text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
      !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }
  }

  /// Whether `text` is a type name a folder may have: an uppercase ASCII letter, then ASCII
  /// letters and digits.
  public static func isTypeName(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isUppercase else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// The id of the lesson in `folder`: the folder's name when it is an id, else its words in
  /// lowercase joined by `-`. A word starts at an uppercase letter after a lowercase letter or
  /// a digit, or at the last capital of a run followed by a lowercase letter:
  /// `MyIdea` → `my-idea`, `HTTPClient` → `http-client`, `Counter2` → `counter2`.
  public static func id(ofFolder folder: String) -> String {
    guard !isID(folder) else { return folder }
    let characters = Array(folder)
    var id = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
          id.append("-")
        }
      }
      id.append(contentsOf: character.lowercased())
    }
    return id
  }

  /// The name of the registration of the lesson with `id`: `sign-up` → `signUp`.
  public static func registrationName(ofID id: String) -> String {
    let words = id.split(separator: "-")
    return words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
