/// Completion for commands whose arguments are plain words, such as `load LESSON` or
/// `dependency NAME MODE`: each word comes from a list that may depend on the words before it.
enum ArgumentWords {
  /// - Parameter words: The words allowed after `previous`, the complete words already typed;
  ///   none when no more words are allowed.
  static func complete(
    _ words: @escaping @Sendable (_ previous: [Substring], CompletionContext) -> [String]
  ) -> ArgumentCompletion {
    { argument, context in
      let partial = argument.reversed().prefix { !$0.isWhitespace }.reversed()
      let previous = argument.dropLast(partial.count).split(whereSeparator: \.isWhitespace)
      return Completions(words(previous, context).map { $0 + " " }, extending: String(partial))
    }
  }

  /// One lesson id, for `load LESSON` and `learn [LESSON]`.
  static let lessonID = complete { previous, context in previous.isEmpty ? context.lessonIDs : [] }
}
