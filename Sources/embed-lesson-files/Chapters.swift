/// `Lessons/Chapters.md`: the lessons' order, in chapters. Each `## ` heading starts a chapter;
/// each `- id` line under it is a lesson folder; other lines are prose for the reader.
struct Chapters {
  struct Chapter {
    let title: String
    var lessons: [String] = []
  }

  /// A mistake in the file, with the line it is on when there is one.
  struct Mistake: Error {
    let line: Int?
    let message: String
  }

  private(set) var chapters: [Chapter] = []

  /// Reads `text` and checks it against the lesson folders: each listed once, and nothing else.
  init(_ text: String, folders: Set<String>) throws(Mistake) {
    var seen: Set<String> = []
    // `\r\n` too, as an editor may save the file.
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      if line.hasPrefix("## ") {
        chapters.append(Chapter(title: String(line.dropFirst(3)).trimmingSpaces))
      } else if line.hasPrefix("- ") {
        let id = String(line.dropFirst(2)).trimmingSpaces
        guard !chapters.isEmpty else {
          throw Mistake(line: index + 1, message: "lesson '\(id)' comes before any '## Chapter' heading")
        }
        guard folders.contains(id) else {
          throw Mistake(line: index + 1, message: "no lesson folder Lessons/\(id)")
        }
        guard seen.insert(id).inserted else {
          throw Mistake(line: index + 1, message: "lesson '\(id)' is listed twice")
        }
        chapters[chapters.count - 1].lessons.append(id)
      }
    }
    if let missing = folders.subtracting(seen).sorted().first {
      throw Mistake(line: nil, message: "lesson folder Lessons/\(missing) is in no chapter; add '- \(missing)' under one")
    }
  }
}

/// The name a lesson folder's registration has: `sign-up` → `signUp`.
func registrationName(of folder: String) -> String {
  let words = folder.split(separator: "-")
  return words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

/// Whether `folder` can name a lesson: lowercase words of letters and digits, joined by `-`,
/// starting with a letter, so its registration's name is a Swift identifier.
func isLessonFolderName(_ folder: String) -> Bool {
  guard let first = folder.first, first.isASCII, first.isLowercase else { return false }
  return folder.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
    !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
