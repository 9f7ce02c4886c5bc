import PlaygroundText


/// `set [NAME VALUE]`: lists the session's settings, or changes one (see ``Setting``).
extension ShellCommand {
  static let set = ShellCommand(
    "set", usage: "set [NAME VALUE]", summary: "list the session's settings, or change one",
    details: [
      "  set                    list the settings, their values and what the values do",
      "  set long-runs all      advance and run print every received action, not a summary past \(ReceivedActionBudget.perCommand)",
      "  set print-changes tca  print every change exactly as TCA's _printChanges() does",
      "Settings last for the session: load and reset keep them.",
    ],
    complete: ArgumentWords.complete { previous, _ in
      switch previous.count {
      case 0: Setting.names
      case 1: Setting.named(String(previous[0]))?.values.map(\.name) ?? []
      default: []
      }
    }
  ) { context, invocation throws(ParseError) in
    let argument = invocation.argument
    let words = argument.split(whereSeparator: \.isWhitespace)
    /// Where a word starts in the typed line.
    func column(of word: Substring) -> Int {
      invocation.column + argument.distance(from: argument.startIndex, to: word.startIndex)
    }
    guard let name = words.first else {
      printSettings(context)
      return .proceed
    }
    guard let setting = Setting.named(String(name)) else {
      throw ParseError(
        "no setting '\(name)'; the settings are \(Setting.names.joined(separator: ", "))", column: column(of: name),
        suggestion: closestName(to: String(name), in: Setting.names)
      )
    }
    let values = setting.values.map(\.name)
    guard words.count > 1 else {
      throw ParseError(
        "set \(name) needs a value: \(values.joined(separator: " or "))", column: invocation.column + argument.count
      )
    }
    guard words.count == 2 else {
      throw ParseError("set takes a name and a value, found more: '\(words[2])'", column: column(of: words[2]))
    }
    let value = String(words[1])
    guard let meaning = setting.values.first(where: { $0.name == value })?.meaning else {
      throw ParseError(
        "\(name) has no value '\(value)'; its values are \(values.joined(separator: ", "))", column: column(of: words[1]),
        suggestion: closestName(to: value, in: values)
      )
    }
    setting.write(context.settings, value)
    context.output.append("\(name) is now \(value): \(meaning)")
    return .proceed
  }

  /// `long-runs      summary: past 20 received actions, … (values: summary, all)`
  @MainActor
  private static func printSettings(_ context: CommandContext) {
    let width = Setting.names.map(\.count).max() ?? 0
    for setting in Setting.all {
      let current = setting.read(context.settings)
      let meaning = setting.values.first { $0.name == current }?.meaning ?? ""
      let values = setting.values.map(\.name).joined(separator: ", ")
      context.output.append(
        "\(setting.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(current): \(meaning) (values: \(values))"
      )
    }
  }
}
