extension CompletionContext {
  /// What Tab offers for `lineBeforeCursor`: command names for the first word, then whatever
  /// the command's ``ShellCommand/complete`` offers for its argument.
  ///
  /// A pure function of the line and this snapshot, so it may run on any thread.
  public func completions(for lineBeforeCursor: String) -> Completions {
    let line = lineBeforeCursor.drop(while: \.isWhitespace)
    guard !line.hasPrefix("#") else { return .none }
    guard let nameEnd = line.firstIndex(where: \.isWhitespace) else {
      return Completions(ShellCommand.names.map { $0 + " " }, extending: line)
    }
    guard let command = ShellCommand.named(String(line[..<nameEnd])) else { return .none }
    return command.complete(String(line[nameEnd...].drop(while: \.isWhitespace)), self)
  }
}
