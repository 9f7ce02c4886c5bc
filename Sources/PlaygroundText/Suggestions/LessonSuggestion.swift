/// The lessons a mistyped id may have meant, for "did you mean …?": `a, b or c`, or `nil`
/// when none is near.
///
/// With thirty lessons, many share a start (`shared-state-in-memory`, `shared-state-user-defaults`)
/// or a word (`reusable-favoriting`), so unlike ``closestName(to:in:)`` this names every lesson
/// the typed text starts, in their order, not the first alone; then every one it starts a later
/// word of (`favoriting`, from three letters); only then the nearest by edits. Case, `-`, `_` and
/// spaces are ignored, so `TicTacToe` finds `tic-tac-toe`. Past `shown` names, it says how many more.
package func lessonSuggestion(for typed: String, among ids: [String], shown: Int = 3) -> String? {
  let key = lessonKey(typed)
  guard !key.isEmpty else { return nil }
  let keys = ids.map(lessonKey)
  if let exact = keys.firstIndex(of: key) { return ids[exact] }
  var matches = ids.indices.filter { keys[$0].hasPrefix(key) }
  if key.count >= 3 {
    matches += ids.indices.filter { index in
      let words = ids[index].split(separator: "-")
      return !matches.contains(index) && words.indices.dropFirst().contains { lessonKey(words[$0...].joined()).hasPrefix(key) }
    }
  }
  if matches.isEmpty {
    let limit = max(1, key.count / 3)
    let distances = ids.indices
      .filter { abs(keys[$0].count - key.count) <= limit }
      .map { (index: $0, distance: editDistance(key, keys[$0])) }
      .filter { $0.distance <= limit }
    let nearest = distances.map(\.distance).min()
    matches = distances.filter { $0.distance == nearest }.map(\.index)
  }
  guard !matches.isEmpty else { return nil }
  let names = matches.prefix(shown).map { ids[$0] }
  if matches.count > shown { return names.joined(separator: ", ") + " (or \(matches.count - shown) more)" }
  return names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
}

/// What an error about a lesson id that is none of `ids` adds: `list`, the lessons when there
/// are few to read (`; the lessons are counter, timers`), where to find them when there are
/// many and none is near (`; 'lessons' lists them`, `command` the listing), or nothing; and
/// ``lessonSuggestion(for:among:shown:)``'s.
package func unknownLessonNote(
  _ id: String, among ids: [String], listedBy command: String
) -> (list: String, suggestion: String?) {
  let suggestion = lessonSuggestion(for: id, among: ids)
  if ids.count <= ParseError.fewChoices { return ("; the lessons are \(ids.joined(separator: ", "))", suggestion) }
  return (suggestion == nil ? "; '\(command)' lists them" : "", suggestion)
}

/// A lesson id as compared: lowercase, without `-`, `_` or spaces.
private func lessonKey(_ text: some StringProtocol) -> String {
  String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
}
