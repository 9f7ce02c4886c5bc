/// The override of one endpoint that answers as it answered in the session, as TCA's
/// case-study tests override the endpoints a feature calls:
///
/// ```swift
/// $0.factClient.fetch = { _ in
///   try await clock.sleep(for: .seconds(1))
///   return "1 is neither prime nor composite."
/// }
/// ```
///
/// One answer when every call got the same; otherwise a `switch` over the arguments, each
/// case answering as its calls were answered. A call cancelled before it
/// answered takes its arguments' answer if another call got one, and otherwise never
/// answers, as the test cancels it too. The answers come after the time they took, on the
/// test's clock.
struct EndpointOverride {
  /// `factClient`, `fetch`.
  let dependency: String
  let endpoint: String
  /// The closure's parameter names, for a `switch`: see ``DependencyEndpoint/parameters``.
  let parameters: [String]
  /// The calls to the endpoint in one mode, in order.
  let calls: [EndpointCall]

  /// `$0.factClient.fetch = { … }`, over one or more lines.
  func lines() throws(ExportError) -> [String] {
    let head = "$0.\(dependency).\(endpoint) = {"
    let ignored = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in"
    let answers = try self.answers()
    guard let first = answers.first else {
      return ["\(head) \(ignored.isEmpty ? "" : ignored + " ")try await Task.never() }"]
    }
    // One answer for all, unless a call that never answered passed other arguments: that
    // call waits, as it did, until the test cancels it.
    let unanswered = calls.contains { call in !answers.contains { $0.arguments == call.arguments } }
    if !unanswered, answers.allSatisfy({ $0.outcome == first.outcome }) {
      let body = try Self.statements(first.outcome)
      if body.count == 1 {
        let expression = body[0].hasPrefix("return ") ? String(body[0].dropFirst("return ".count)) : body[0]
        return ["\(head) \(ignored.isEmpty ? "" : ignored + " ")\(expression) }"]
      }
      return [ignored.isEmpty ? head : "\(head) \(ignored)"] + body.map { "  " + $0 } + ["}"]
    }
    let subject = parameters.count == 1 ? parameters[0] : "(" + parameters.joined(separator: ", ") + ")"
    var lines = ["\(head) \(parameters.joined(separator: ", ")) in", "  switch \(subject) {"]
    for answer in answers {
      var patterns: [String] = []
      for argument in answer.arguments { patterns.append(try SwiftSource.render(argument, context: .init())) }
      let pattern = patterns.count == 1 ? patterns[0] : "(" + patterns.joined(separator: ", ") + ")"
      lines.append("  case \(pattern):")
      lines += try Self.statements(answer.outcome).map { "    " + $0 }
    }
    // Arguments the session never passed: the test passes none either.
    lines += ["  default:", "    return try await Task.never()", "  }", "}"]
    return lines
  }

  /// Each arguments' answer, in the order first answered.
  private func answers() throws(ExportError) -> [(arguments: [ExportValue], outcome: EndpointCall.Outcome)] {
    var answers: [(arguments: [ExportValue], outcome: EndpointCall.Outcome)] = []
    for call in calls {
      guard let outcome = call.outcome, outcome != .cancelled else { continue }
      if let known = answers.first(where: { $0.arguments == call.arguments }) {
        guard known.outcome == outcome else {
          throw ExportError(
            "\(dependency).\(endpoint) answered the same arguments in two ways in one mode, so no override can answer as it did"
          )
        }
        continue
      }
      answers.append((call.arguments, outcome))
    }
    return answers
  }

  /// The closure's statements for one answer: the wait, then `return` or `throw`.
  private static func statements(_ outcome: EndpointCall.Outcome) throws(ExportError) -> [String] {
    switch outcome {
    case let .returned(value, after):
      return sleep(after) + ["return \(try SwiftSource.render(value, context: .init()))"]
    case let .threw(error, type, after):
      var thrown = try SwiftSource.render(error, context: .init())
      // `.invalidUserPassword` needs its type where the error is `any Error`.
      if case .enumCase = error { thrown = type + thrown }
      return sleep(after) + ["throw \(thrown)"]
    case .cancelled:
      return ["return try await Task.never()"]
    }
  }

  private static func sleep(_ duration: Duration) -> [String] {
    duration > .zero ? ["try await clock.sleep(for: \(TestSourceGenerator.source(duration)))"] : []
  }
}
