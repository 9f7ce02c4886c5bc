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
/// case answering as its calls were answered, or, for an endpoint without arguments or with
/// arguments a test cannot spell, over the calls in their order. A call cancelled before it
/// answered takes its
/// arguments' answer if another call got one, and otherwise never answers, as the test
/// cancels it too. The answers come after the time they took, on the test's clock. A stream
/// sends its events from a task, each after the time it took, as the playground's simulated
/// streams do. An answer or event that came after another call's at the same instant waits
/// once more on the clock, so that it comes after it in the test too.
struct EndpointOverride {
  /// `factClient`, `fetch`.
  let dependency: String
  let endpoint: String
  /// The closure's parameter names, for a `switch`: see ``DependencyEndpoint/parameters``.
  let parameters: [String]
  /// Whether the endpoint answers with a stream: see ``DependencyEndpoint/streams``.
  var streams = false
  /// The type of the events of a stream that never fails, `AsyncStream<Void>`: see
  /// ``DependencyEndpoint/streamElement``.
  var streamElement: String?
  /// Whether the endpoint can throw: see ``DependencyEndpoint/throwing``.
  var throwing = true
  /// The calls to the endpoint in one mode, in order.
  let calls: [EndpointCall]

  /// What a call answered: the events of its stream, then how it ended; `nil` when it never
  /// answered, or its stream never ended.
  private struct Answer: Equatable {
    let arguments: [ExportValue]
    let events: [EndpointCall.Event]
    let end: EndpointCall.Outcome?
    /// See ``EndpointCall/endsAfterOthers``.
    let endsAfterOthers: Bool

    /// Whether `other` is this answer carried further: this one ended without an answer, and
    /// the other sent the same events first.
    func isCut(of other: Answer) -> Bool {
      end == nil && other.events.starts(with: events)
    }
  }

  /// `$0.factClient.fetch = { … }`, over one or more lines.
  func lines() throws(ExportError) -> [String] {
    let head = "$0.\(property) = {"
    let ignored = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in"
    let answers: [Answer]
    do {
      answers = try self.answers()
    } catch where byOrder {
      // Calls answered differently, which no arguments tell apart.
      return try byCallOrder(head, ignored)
    }
    guard let first = answers.first else {
      if !streams, !throwing { throw Self.neverAnswered(property) }
      return ["\(head) \(ignored.isEmpty ? "" : ignored + " ")\(streams ? "\(streamType) { _ in }" : "try await Task.never()") }"]
    }
    // One answer for all, unless a call that never answered passed other arguments: that
    // call waits, as it did, until the test cancels it.
    let unanswered = calls.contains { call in !answers.contains { $0.arguments == arguments(of: call) } }
    if !unanswered, answers.allSatisfy({ $0.events == first.events && $0.end == first.end }) {
      let body = try statements(first)
      // `Void` at once: `$0.audioRecorder.stopRecording = {}`.
      if body.isEmpty { return [ignored.isEmpty ? head + "}" : "\(head) \(ignored) }"] }
      // One `return` or `throw`: `{ _ in .mock }`, as TCA's tests write it.
      if body.count == 1, body[0].hasPrefix("return ") || body[0].hasPrefix("throw ") {
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
      lines += try statements(answer).map { "    " + $0 }
    }
    // Arguments the session never passed: the test passes none either.
    let never = streams ? "return \(streamType) { _ in }" : "return try await Task.never()"
    lines += ["  default:", "    " + never, "  }", "}"]
    return lines
  }

  /// An endpoint whose calls no arguments tell apart that answered them differently,
  /// `fetchNumber` at other times, the web socket's `send` before and after it closed: each
  /// call answers in its turn, counted in the closure's own `LockIsolated`; a call the
  /// session cancelled before it answered, or one past those it made, never answers. One that
  /// cannot throw cannot wait forever: its last answer is also the answer to any call past those.
  private func byCallOrder(_ head: String, _ ignored: String) throws(ExportError) -> [String] {
    var lines = [
      "\(head) [calls = LockIsolated(0)] \(ignored.isEmpty ? "in" : ignored)",
      "  let call = calls.withValue { count in",
      "    count += 1",
      "    return count",
      "  }",
      "  switch call {",
    ]
    for (index, call) in calls.enumerated() {
      lines.append(!throwing && index == calls.count - 1 ? "  default:" : "  case \(index + 1):")
      let end = call.outcome == .cancelled ? nil : call.outcome
      let answer = Answer(arguments: [], events: call.events, end: end, endsAfterOthers: call.endsAfterOthers)
      // A case needs a statement: `Void` at once has none.
      lines += try statements(answer).nonEmpty(or: "break").map { "    " + $0 }
    }
    if throwing {
      lines += ["  default:", streams ? "    return \(streamType) { _ in }" : "    return try await Task.never()"]
    }
    return lines + ["  }", "}"]
  }

  /// Whether the calls are told apart by their order, not their arguments: an endpoint of
  /// none, or of arguments a test cannot spell (``DependencyEndpoint/parameters`` `_`).
  private var byOrder: Bool {
    parameters.allSatisfy { $0 == "_" }
  }

  /// The arguments that tell `call` apart from others: none where the order does.
  private func arguments(of call: EndpointCall) -> [ExportValue] {
    byOrder ? [] : call.arguments
  }

  /// Each arguments' answer, in the order first answered.
  private func answers() throws(ExportError) -> [Answer] {
    var answers: [Answer] = []
    for call in calls {
      let end = call.outcome == .cancelled ? nil : call.outcome
      // A plain call that never answered says nothing of what its arguments answer.
      guard streams || end != nil else { continue }
      let answer = Answer(arguments: arguments(of: call), events: call.events, end: end, endsAfterOthers: call.endsAfterOthers)
      guard let index = answers.firstIndex(where: { $0.arguments == answer.arguments }) else {
        answers.append(answer)
        continue
      }
      if answers[index] == answer || answer.isCut(of: answers[index]) { continue }
      guard answers[index].isCut(of: answer) else {
        throw ExportError(
          "\(property) answered the same arguments in two ways in one mode, so no override can answer as it did"
        )
      }
      answers[index] = answer
    }
    return answers
  }

  /// The closure's statements for one answer: the wait, then `return` or `throw`; for a
  /// stream, one that sends the events from a task.
  private func statements(_ answer: Answer) throws(ExportError) -> [String] {
    let endsAfterOthers = answer.endsAfterOthers ? [afterOthers] : []
    guard streams else {
      switch answer.end {
      case let .returned(value, after):
        let returned = try SwiftSource.render(value, context: .init())
        return sleep(after) + endsAfterOthers + (returned == "()" ? [] : ["return \(returned)"])
      case let .threw(error, type, after):
        return sleep(after) + endsAfterOthers + ["throw \(try Self.thrown(error, type))"]
      case .finished, .cancelled, nil:
        guard throwing else { throw Self.neverAnswered(property) }
        return ["return try await Task.never()"]
      }
    }
    // A stream that never fails: the call itself threw, before it answered with one.
    if streamElement != nil, case let .threw(error, type, after) = answer.end {
      return sleep(after) + endsAfterOthers + ["throw \(try Self.thrown(error, type))"]
    }
    var body: [String] = []
    var elapsed = Duration.zero
    for event in answer.events {
      body += sleep(event.after - elapsed) + (event.afterOthers ? [afterOthers] : [])
      body.append("continuation.yield(\(try SwiftSource.render(event.value, context: .init())))")
      elapsed = event.after
    }
    switch answer.end {
    case let .finished(after):
      body += sleep(after - elapsed) + endsAfterOthers + ["continuation.finish()"]
    case let .threw(error, type, after):
      body += sleep(after - elapsed) + endsAfterOthers + ["continuation.finish(throwing: \(try Self.thrown(error, type)))"]
    case .returned, .cancelled, nil:
      // It never ended in the session: it stays open until the test cancels it.
      body.append("try await Task.never()")
    }
    return ["return \(streamType) { continuation in", "  let task = Task {"] + body.map { "    " + $0 }
      + ["  }", "  continuation.onTermination = { _ in task.cancel() }", "}"]
  }

  /// `factClient.fetch`, or `fetchNumber` for a dependency that is itself the endpoint.
  private var property: String {
    endpoint.isEmpty ? dependency : "\(dependency).\(endpoint)"
  }

  /// `AsyncThrowingStream`, or for a stream that never fails `AsyncStream<Void>`, or
  /// `AsyncStream` where the endpoint's type names its events.
  private var streamType: String {
    streamElement.map { $0.isEmpty ? "AsyncStream" : "AsyncStream<\($0)>" } ?? "AsyncThrowingStream"
  }

  /// An error as `throw` takes it: a case of an enum needs its type where the error is
  /// `any Error`, `MembershipError.notAMember`.
  private static func thrown(_ error: ExportValue, _ type: String) throws(ExportError) -> String {
    let rendered = try SwiftSource.render(error, context: .init())
    if case .enumCase = error { return type + rendered }
    return rendered
  }

  /// The wait once more that comes after another call's answer or event at the same instant:
  /// see ``EndpointCall/Event/afterOthers``.
  private var afterOthers: String {
    "\(throwing ? "try" : "try?") await clock.sleep(for: .zero)  // after the others due now, as in the session"
  }

  /// A call of an endpoint that cannot throw went unanswered: a closure that cannot throw
  /// has no `Task.never()` to wait with.
  private static func neverAnswered(_ property: String) -> ExportError {
    ExportError("\(property) never answered a call, and it cannot throw, so no override can wait as it did")
  }

  /// The wait on the test's clock; `try?` where the endpoint cannot throw: cancelled, it
  /// answers at once, and the cancelled effect sends nothing with the answer.
  private func sleep(_ duration: Duration) -> [String] {
    guard duration > .zero else { return [] }
    return ["\(throwing ? "try" : "try?") await clock.sleep(for: \(TestSourceGenerator.source(duration)))"]
  }
}

extension Array where Element == String {
  /// These lines, or `line` alone when there are none.
  fileprivate func nonEmpty(or line: String) -> [String] {
    isEmpty ? [line] : self
  }
}
