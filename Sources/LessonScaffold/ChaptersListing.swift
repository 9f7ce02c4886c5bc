import LessonNames

/// `Lessons/Chapters.md` with a new lesson listed last under the chapter `new` adds lessons to,
/// which it appends to the file when it has none yet, so the EmbedLessonFiles plugin finds the
/// folder listed and `lessons` shows it last.
enum ChaptersListing {
  static let chapter = LessonNames.ideasChapter

  static func adding(_ folder: String, to text: String) -> String {
    let lineBreak = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let item = "- \(folder)"
    if let heading = lines.firstIndex(of: "## \(chapter)") {
      let end = lines[(heading + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
      let lastItem = lines[heading..<end].lastIndex { $0.hasPrefix("- ") } ?? heading
      lines.insert(contentsOf: lastItem == heading ? ["", item] : [item], at: lastItem + 1)
    } else {
      lines += (lines.last?.isEmpty ?? true ? [] : [""]) + ["## \(chapter)", "", item]
    }
    return lines.joined(separator: lineBreak) + lineBreak
  }
}
