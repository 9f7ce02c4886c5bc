/// `Lessons/Chapters.md`: the lessons' order, in chapters. Each `## ` heading starts a chapter;
/// each `- name` line under it is a lesson folder (`sign-up`, `MyIdea`); other lines are prose
/// for the reader.
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

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
