import ComposableArchitecture
import PlaygroundText

/// `bind PATH VALUE`: what a view's binding to a `@Shared` value does; see ``SharedBinding``.
extension ShellCommand {
  static let bind = ShellCommand(
    "bind", usage: "bind PATH VALUE",
    summary: "write a field of a @Shared value as a view's binding does; sends no action",
    details: [
      "  bind signUpData.email \"blob@pointfree.co\"     through the loaded feature's state",
      "  bind ^.signUpData.email \"blob@pointfree.co\"   through the top-most screen's state",
      "  bind ^.topics [.testing, .concurrency]",
      "TCA's onboarding case study binds its fields to the shared reference, not the store:",
      "  @Binding(store.$signUpData) var signUpData",
      "  TextField(\"Email\", text: $signUpData.email)",
      "That binding writes through @Shared with withLock and sends NO action: the reference",
      "locks the write, saves it to the key's storage and shows it to every feature holding",
      "it, so no reducer needs to run, and TCA allows it. The state diff prints; no",
      "'received action' does. A field that is not @Shared is bound through the store,",
      "$store.email, which sends .binding(.set(\\.email, …)): use send \\.binding.email, VALUE.",
    ],
    complete: SharedBindingCompletion.complete,
    history: .step
  ) { context, invocation throws(ParseError) in
    let argument = invocation.argument
    let pathText = String(argument.prefix { !$0.isWhitespace })
    let valueText = argument.dropFirst(pathText.count).drop(while: \.isWhitespace)
    guard !pathText.isEmpty, !valueText.isEmpty else {
      throw ParseError(
        "bind needs a path to a @Shared field and a value, e.g. bind signUpData.email \"blob@pointfree.co\"",
        column: invocation.column + pathText.count
      )
    }
    var state = context.host.currentState
    var rest = Substring(pathText)
    var column = invocation.column
    if rest.hasPrefix("^") {
      do throws(TopMostFeature.Unreachable) {
        state = try TopMostFeature(over: state, actionType: context.host.actionType).state
      } catch {
        throw ParseError(error.message, column: column)
      }
      rest = rest.dropFirst()
      column += 1
      guard rest.hasPrefix(".") else {
        throw ParseError("expected a property after '^', such as ^.signUpData.email", column: column)
      }
    }
    if rest.hasPrefix(".") {
      rest = rest.dropFirst()
      column += 1
    }
    var names: [SharedBinding.Name] = []
    for text in rest.split(separator: ".", omittingEmptySubsequences: false) {
      guard !text.isEmpty else { throw ParseError("expected a property name", column: column) }
      names.append(.init(text: String(text), column: column))
      column += text.count + 1
    }
    let binding = try SharedBinding(names, in: state)
    let valueColumn = invocation.column + argument.count - valueText.count
    let literal = try LiteralParser.parseValue(String(valueText), startColumn: valueColumn)
    let value = try ValueBuilder().build(literal, as: binding.valueType)
    guard context.host.shared.bind(binding, to: value) else {
      throw ParseError("\(binding.path) can't be set to \(literal.summary)", column: valueColumn)
    }
    return .proceed
  }
}
