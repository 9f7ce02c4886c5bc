import ComposableArchitecture
import PlaygroundText

/// The trailing closure of a test-mode `send` or `receive`, as a `TestStore` test writes it:
///
///     { $0.count = 1 }
///     { $0.currentFact = nil; $0.isFactRequestInFlight = true }
///     { $0.path[id: 0] = nil }
///     { $0.counter.$stats.withLock { $0 = Stats() } }
///     { $0.count += 1; $0.todos.append(Todo.State(id: UUID(0))) }
///
/// Each statement assigns a value the shell can type to a place in the state (see
/// ``StatePlace``), combines one with it (`+=`, see ``CompoundAssignment``), calls a method on
/// it (the lesson's, or a list's, see ``ListMethod``), or writes through a `@Shared` reference
/// with `withLock`, which a test store reads as how the shared value changed. Everything is checked against the state's types as
/// the line is read, so a mistake is an `error:` at its column before anything runs.
struct StateAssertion {
  fileprivate enum Statement {
    case assign(StatePlace, Any)
    /// `$0.count += 1`
    case compound(StatePlace, CompoundAssignment, Any)
    /// `$0.stats.increment()`, `$0.todos.append(…)`: a method called at a place.
    case call(StatePlace, MethodCall)
    /// `$0.a.$b.withLock { … }`: the properties to the struct holding `@Shared var b`, the
    /// name of its storage (`_b`), and the writes into the shared value.
    case withLock(container: [AnyKeyPath], storage: String, [Statement])
    /// `$0.destination?.modify(\.edit) { $0.title = "A"; $0.count = 1 }`: the statements in the
    /// braces, each at a place that starts with the case's value.
    case group([Statement])
  }

  /// A method an assertion calls: one the lesson lists, or a list's.
  fileprivate enum MethodCall {
    case lesson(TypeableMethod)
    case list(ListMethod)

    func call(on value: inout Any) {
      switch self {
      case let .lesson(method): method.call(on: &value)
      case let .list(method): method.call(on: &value)
      }
    }
  }

  private let statements: [Statement]
  /// The closure as typed, for an export that cannot rebuild it from the states.
  let typed: TypedClosure

  /// Runs the closure on a state, as the test store runs it on the state it expects.
  func apply(to state: inout Any) {
    for statement in statements {
      switch statement {
      case .assign, .compound, .call, .group:
        statement.apply(to: &state)
      case let .withLock(container, storage, writes):
        var holder: Any? = state
        for keyPath in container { holder = holder.flatMap { $0[keyPath: keyPath] } }
        guard let holder, let shared = Self.shared(named: storage, in: holder) else { continue }
        shared.modify { value in
          for write in writes { write.apply(to: &value) }
        }
      }
    }
  }

  private static func shared(named storage: String, in holder: Any) -> (any SharedWritable)? {
    Mirror(reflecting: holder).children.first { $0.label == storage }?.value as? any SharedWritable
  }

  /// Reads `{ … }` from `text`, which starts at `startColumn` of the typed line.
  ///
  /// - Parameters:
  ///   - state: The feature's state now: its type is what the places are found in, and its
  ///     `@Shared` references are what `withLock` writes through.
  ///   - methods: The methods a statement may call, `$0.increment()`: the lesson's.
  static func parse(
    _ text: String, startColumn: Int, state: Any, builder: ValueBuilder, methods: [TypeableMethod] = []
  ) throws(ParseError) -> StateAssertion {
    var parser = Parser(
      tokens: try Lexer.tokens(in: text, startColumn: startColumn), builder: builder, methods: methods
    )
    let statements = try parser.closure(state: state)
    return StateAssertion(statements: statements, typed: parser.typed(text, startColumn: startColumn))
  }

  /// The tokens of a closure, read one statement at a time.
  private struct Parser {
    let tokens: [Token]
    let builder: ValueBuilder
    let methods: [TypeableMethod]
    var index = 0
    /// The last property name read, for messages: `count` in `$0.count?`.
    var lastName = "$0"
    /// The columns each top-level statement spans, without the `;` or `}` after it.
    var statementColumns: [Range<Int>] = []
    /// What the export writes in place of the typed text at some columns: each value typed, in
    /// Swift's spelling, and `_ = ` before a call whose result Swift would return.
    var replacements: [(columns: Range<Int>, piece: TypedClosure.Piece)] = []
    /// Where the statement being read starts.
    var statementStart = 0
    /// For each top-level statement, how many `modify` closures the export closes at its end:
    /// one per case it reached with `?.edit?` (see ``caseStep(_:from:to:)``).
    var statementClosers: [Int] = []
    /// The `.edit` of a `@Reducer enum`'s case just read, whose `?` the export rewrites.
    var caseDot: (column: Int, name: String)?

    var current: Token { tokens[index] }

    mutating func advance() -> Token {
      defer { if index < tokens.count - 1 { index += 1 } }
      return tokens[index]
    }

    mutating func expect(_ kind: Token.Kind, _ what: String) throws(ParseError) -> Token {
      guard current.kind == kind else {
        throw ParseError("expected \(what), found '\(current.text)'", column: current.column)
      }
      return advance()
    }

    /// `{ statement; statement }`, and nothing after it.
    mutating func closure(state: Any) throws(ParseError) -> [Statement] {
      _ = try expect(.leftBrace, "'{' to start the assertion")
      var statements: [Statement] = []
      while current.kind != .rightBrace {
        let start = current.column
        statementStart = start
        statementClosers.append(0)
        statements.append(try statement(type: Swift.type(of: state), holder: state, steps: []))
        statementColumns.append(start..<current.column)
        try separator()
      }
      _ = advance()
      guard current.kind == .end else {
        throw ParseError("unexpected '\(current.text)' after the assertion's closing '}'", column: current.column)
      }
      guard !statements.isEmpty else {
        throw ParseError(
          "the assertion is empty; write what changes, as { $0.count = 1 }, or leave the braces off when nothing does",
          column: tokens[0].column
        )
      }
      return statements
    }

    /// `;` between statements, or the `}` that ends them.
    mutating func separator() throws(ParseError) {
      if current.kind == .semicolon {
        _ = advance()
      } else if current.kind != .rightBrace {
        let what = current.kind == .end ? "'}' to close the assertion" : "';' between two assignments"
        throw ParseError("expected \(what), found '\(current.text)'", column: current.column)
      }
    }

    /// `$0`, the state the closure gets.
    mutating func stateArgument() throws(ParseError) {
      let dollar = try expect(.dollar, "'$0', the state, as in $0.count = 1")
      guard current.kind == .integer("0") else {
        throw ParseError("expected '$0', the state, as in $0.count = 1", column: dollar.column)
      }
      _ = advance()
    }

    /// `$0.a.b = value`, `$0.a.$shared.withLock { … }` or `$0.a?.modify(\.edit) { … }`, from
    /// `$0`, a value of `type`, which is `holder` when the shell has it, and is at `steps` in the
    /// state: none for the closure's `$0`, the case's place for a `modify` closure's.
    mutating func statement(type: Any.Type, holder: Any?, steps: [StatePlace.Step]) throws(ParseError) -> Statement {
      try stateArgument()
      lastName = "$0"
      var type = type
      var steps = steps
      var holder = holder
      while !isAssignment(current) {
        if current.kind == .dot, tokens[index + 1].kind == .dollar {
          return try withLock(after: steps, in: holder, type: type)
        }
        if let modify = try caseModify(at: steps, of: type) {
          return modify
        }
        if let method = try methodCall(on: type) {
          return .call(StatePlace(steps: steps, valueType: type), method)
        }
        steps.append(try step(from: &type, in: &holder))
      }
      guard !steps.isEmpty else {
        throw ParseError(
          "a whole \(displayName(type)) can't be typed in the shell; assign its properties, as $0.name = value",
          column: current.column
        )
      }
      if case let .enumCase(reflected)? = steps.last {
        throw ParseError(
          "Swift can't assign a case through .\(reflected.name); assign the enum, = .\(reflected.name)(…), "
            + "or a property of the case, .\(reflected.name)?.name = value",
          column: current.column
        )
      }
      return try assignment(to: StatePlace(steps: steps, valueType: type))
    }

    /// The cases of `type` when it is a `@Reducer enum`'s state, whose `@dynamicMemberLookup`
    /// reads a case as `.edit` and whose `modify(\.edit) { … }` changes one.
    func reducerEnumCases(of type: Any.Type) -> [AnyReflectedCase]? {
      guard type is any CaseReducerState.Type, let reflectable = type as? any CaseReflectable.Type else { return nil }
      return reflectable.anyReflectedCases
    }

    /// The case named `name` with a value, or the error that lists the ones there are.
    func reducerEnumCase(_ name: String, of type: Any.Type, among cases: [AnyReflectedCase], column: Int) throws(ParseError) -> AnyReflectedCase {
      let withValue = cases.filter { $0.parameters.count == 1 }
      guard let reflected = withValue.first(where: { $0.name == name }) else {
        throw .unknownName(
          "\(displayName(type)) has no case .\(name) with a value", name, among: withValue.map(\.name),
          kind: "cases", sigil: ".", column: column
        )
      }
      return reflected
    }

    /// `.modify(\.edit) { $0.title = "A" }` on a `@Reducer enum`'s state, as CasePaths has it:
    /// the statements in the braces change the case's value; `nil` when the tokens are not that.
    mutating func caseModify(at steps: [StatePlace.Step], of type: Any.Type) throws(ParseError) -> Statement? {
      guard current.kind == .dot, index + 2 < tokens.count, tokens[index + 1].kind == .identifier("modify"),
        tokens[index + 2].kind == .leftParen
      else { return nil }
      if let optional = type as? any OptionalValue.Type, reducerEnumCases(of: optional.wrappedType) != nil {
        throw ParseError("\(displayName(type)) is optional; write ?.modify to reach into it, as Swift does", column: tokens[index + 1].column)
      }
      guard let cases = reducerEnumCases(of: type) else { return nil }
      index += 3
      _ = try expect(.backslash, "a case key path, as in modify(\\.edit) { … }")
      _ = try expect(.dot, "'.' after '\\'")
      guard case let .identifier(name) = current.kind else {
        throw ParseError("expected a case name, found '\(current.text)'", column: current.column)
      }
      let reflected = try reducerEnumCase(name, of: type, among: cases, column: advance().column)
      _ = try expect(.rightParen, "')' after the case key path")
      _ = try expect(.leftBrace, "'{' after modify(\\.\(name))")
      let payloadType = reflected.parameters[0].type
      var statements: [Statement] = []
      while current.kind != .rightBrace {
        statements.append(try statement(type: payloadType, holder: nil, steps: steps + [.enumCase(reflected), .unwrap]))
        try separator()
      }
      _ = advance()
      return .group(statements)
    }

    /// `$0.field = value`, `$0 += 1` or `$0.increment()` inside `withLock`, on `shared`'s value.
    mutating func sharedStatement(of shared: any SharedWritable) throws(ParseError) -> Statement {
      statementStart = current.column
      try stateArgument()
      lastName = "$0"
      var valueType = shared.valueType
      var holder: Any? = shared.currentValue
      var steps: [StatePlace.Step] = []
      while !isAssignment(current) {
        if let method = try methodCall(on: valueType) {
          return .call(StatePlace(steps: steps, valueType: valueType), method)
        }
        steps.append(try step(from: &valueType, in: &holder))
      }
      return try assignment(to: StatePlace(steps: steps, valueType: valueType))
    }

    /// `=` or a compound assignment, `+=`.
    func isAssignment(_ token: Token) -> Bool {
      if token.kind == .equals { return true }
      if case .compoundAssignment = token.kind { return true }
      return false
    }

    /// `= value` or `+= value` at `place`.
    mutating func assignment(to place: StatePlace) throws(ParseError) -> Statement {
      guard case let .compoundAssignment(symbol) = current.kind, let operation = CompoundAssignment(rawValue: symbol) else {
        return .assign(place, try assignedValue(as: place.valueType))
      }
      guard operation.applies(to: place.valueType) else {
        throw ParseError(
          "'\(operation.spelling)' needs \(operation.operandDescription); \(lastName) is \(withArticle(place.valueType))",
          column: current.column
        )
      }
      return .compound(place, operation, try assignedValue(as: place.valueType))
    }

    /// `.name()`, when the lesson lists a method `name` of `type`, or a list's method with its
    /// arguments, `.append(…)`; `nil` when the tokens are not a call.
    mutating func methodCall(on type: Any.Type) throws(ParseError) -> MethodCall? {
      guard current.kind == .dot, index + 2 < tokens.count, case let .identifier(name) = tokens[index + 1].kind,
        tokens[index + 2].kind == .leftParen
      else { return nil }
      let column = tokens[index + 1].column
      let candidates = methods.filter { $0.belongs(to: type) }
      if let method = candidates.first(where: { $0.name == name }) {
        index += 3
        _ = try expect(.rightParen, "')': the lesson's methods take no arguments")
        return .lesson(method)
      }
      let signatures = ListMethod.signatures(of: type)
      guard signatures.contains(where: { $0.name == name }) else {
        let listed = candidates.map { $0.name + "()" } + signatures.map(\.spelling)
        throw ParseError(
          "the shell can't call \(displayName(type)).\(name)()"
            + (listed.isEmpty ? "; assign its properties instead" : "; it can call \(listed.joined(separator: ", "))"),
          column: column
        )
      }
      index += 3
      let (labels, literals, columns) = try callArguments()
      let signature = ListMethod.Signature(name: name, labels: labels)
      guard signatures.contains(signature) else {
        throw ParseError(
          "\(displayName(type)) has no method \(signature.spelling); it has \(signatures.filter { $0.name == name }.map(\.spelling).joined(separator: ", "))",
          column: column
        )
      }
      let types = ListMethod.argumentTypes(of: signature, on: type)
      var arguments: [Any] = []
      for ((literal, type), columns) in zip(zip(literals, types), columns) {
        let argument = try builder.build(literal, as: type)
        arguments.append(argument)
        replacements.append((columns, Self.piece(literal, value: argument)))
      }
      guard let method = ListMethod(signature, arguments: arguments) else {
        throw ParseError("the shell can't call \(displayName(type)).\(signature.spelling)", column: column)
      }
      if method.returnsRemoved { replacements.append((statementStart..<statementStart, .text("_ = "))) }
      return .list(method)
    }

    /// `(label: value, value)` after a method's name and `(`: each argument's label, `nil`
    /// when it has none, its value as typed, and the columns of that value.
    mutating func callArguments() throws(ParseError) -> (labels: [String?], values: [Literal], columns: [Range<Int>]) {
      var labels: [String?] = []
      var values: [Literal] = []
      var columns: [Range<Int>] = []
      while current.kind != .rightParen {
        if !values.isEmpty { _ = try expect(.comma, "',' between arguments, or ')'") }
        var label: String?
        if case let .identifier(name) = current.kind, tokens[index + 1].kind == .colon {
          label = name
          index += 2
        }
        guard current.kind != .end else { throw ParseError("expected ')' to close the call", column: current.column) }
        let (literal, next) = try LiteralParser.parseValue(in: tokens, at: index)
        columns.append(tokens[index].column..<tokens[next].column)
        index = next
        labels.append(label)
        values.append(literal)
      }
      _ = advance()
      return (labels, values, columns)
    }

    /// `= value` or `+= value`, typed as the place's type.
    mutating func assignedValue(as type: Any.Type) throws(ParseError) -> Any {
      guard isAssignment(current) else { throw ParseError("expected '=', found '\(current.text)'", column: current.column) }
      _ = advance()
      guard current.kind != .end, current.kind != .semicolon, current.kind != .rightBrace else {
        throw ParseError("expected a value after '='", column: current.column)
      }
      return try typedValue(as: type)
    }

    /// The literal at the current token, built as `type` and noted for ``typed(_:startColumn:)``.
    mutating func typedValue(as type: Any.Type) throws(ParseError) -> Any {
      let (literal, next) = try LiteralParser.parseValue(in: tokens, at: index)
      let value = try builder.build(literal, as: type)
      replacements.append((tokens[index].column..<tokens[next].column, Self.piece(literal, value: value)))
      index = next
      return value
    }

    /// How the export writes a typed value: `Stats()` as typed, since an initializer without
    /// arguments is Swift as it stands and says "the start value"; any other value as Swift
    /// spells what the shell built.
    static func piece(_ literal: Literal, value: Any) -> TypedClosure.Piece {
      if case let .initializer(type, arguments) = literal.value, arguments.isEmpty { return .text(type + "()") }
      return .value(ExportValue(value))
    }

    /// The statements read, as ``TypedClosure`` pieces of `text`: what was typed between the
    /// values, and the values.
    func typed(_ text: String, startColumn: Int) -> TypedClosure {
      let characters = Array(text)
      func slice(_ columns: Range<Int>) -> String {
        let lower = max(columns.lowerBound - startColumn, 0)
        let upper = min(max(columns.upperBound - startColumn, lower), characters.count)
        return String(characters[lower..<upper])
      }
      return TypedClosure(statements: zip(statementColumns, statementClosers).map { columns, closers in
        var pieces: [TypedClosure.Piece] = []
        var position = columns.lowerBound
        let inStatement = replacements.filter { columns.contains($0.columns.lowerBound) }
        for replacement in inStatement.sorted(by: { $0.columns.lowerBound < $1.columns.lowerBound }) {
          pieces.append(.text(slice(position..<replacement.columns.lowerBound)))
          pieces.append(replacement.piece)
          // A literal's columns run to the next token: the spaces before it stay text.
          let spaces = slice(replacement.columns).reversed().prefix(while: \.isWhitespace).count
          position = replacement.columns.upperBound - spaces
        }
        pieces.append(.text(slice(position..<columns.upperBound)))
        return TypedClosure.trimmingEnd(pieces) + Array(repeating: .text(" }"), count: closers)
      })
    }

    /// One step of a place: `.name`, `?` or `[id: 0]`, from a value of `type`, which becomes
    /// the type after the step. `holder` is the value there now, when the steps so far reach
    /// one through properties, and the value after the step: what says that a property it has
    /// but cannot set is `private(set)`.
    mutating func step(from type: inout Any.Type, in holder: inout Any?) throws(ParseError) -> StatePlace.Step {
      let step = try nextStep(from: &type, in: holder)
      if case let .property(keyPath) = step {
        holder = holder.flatMap { $0[keyPath: keyPath] }
      } else {
        holder = nil
      }
      return step
    }

    /// `.edit?`, from `start` to `end`, is how Swift reads a case but not how it writes one:
    /// CasePaths makes that setter unavailable. The export writes `.modify(\.edit) { $0`, and
    /// closes the brace at the statement's end.
    mutating func caseStep(_ name: String, from start: Int, to end: Int) {
      replacements.append((start..<end, .text(".modify(\\.\(name)) { $0")))
      statementClosers[statementClosers.count - 1] += 1
    }

    private mutating func nextStep(from type: inout Any.Type, in holder: Any?) throws(ParseError) -> StatePlace.Step {
      let token = current
      let caseBefore = caseDot
      caseDot = nil
      switch token.kind {
      case .question:
        guard let optional = type as? any OptionalValue.Type else {
          throw ParseError("'?' follows \(lastName), \(withArticle(type)), which is not optional", column: token.column)
        }
        _ = advance()
        type = optional.wrappedType
        if let (column, name) = caseBefore {
          caseStep(name, from: column, to: token.column + 1)
        }
        return .unwrap
      case .leftBracket:
        guard let container = type as? any WritableElements.Type else {
          throw ParseError("[id: …] subscripts a navigation stack; \(lastName) is \(withArticle(type))", column: token.column)
        }
        _ = advance()
        guard current.kind == .identifier("id") else {
          throw ParseError("expected 'id:' in a stack subscript, found '\(current.text)'", column: current.column)
        }
        _ = advance()
        _ = try expect(.colon, "':' after 'id'")
        let idValue = try typedValue(as: container.idType)
        let id = hashableElementID(idValue)
        if current.kind == .comma {
          return try elementCase(id, of: container, type: &type)
        }
        _ = try expect(.rightBracket, "']' to close the subscript")
        type = container.optionalElementType
        return .element(id)
      case .dot:
        _ = advance()
        guard case let .identifier(name) = current.kind else {
          throw ParseError("expected a property name after '.', found '\(current.text)'", column: current.column)
        }
        let column = advance().column
        if type is any OptionalValue.Type {
          throw ParseError(
            "\(displayName(type)) is optional; write ?.\(name) to reach into it, as Swift does", column: column
          )
        }
        if let cases = reducerEnumCases(of: type) {
          let reflected = try reducerEnumCase(name, of: type, among: cases, column: column)
          type = optionalType(of: reflected.parameters[0].type)
          lastName = name
          caseDot = (token.column, name)
          return .enumCase(reflected)
        }
        let properties = BindableProperties.properties(of: type)
        guard let property = properties.first(where: { $0.name == name }) else {
          if let holder, Mirror(reflecting: holder).children.contains(where: { $0.label == name || $0.label == "_" + name }) {
            throw readOnly(name, of: type, column: column)
          }
          throw ParseError.unknownName(
            "\(displayName(type)) has no property '\(name)' to set", name,
            among: properties.map(\.name), kind: "properties", column: column
          )
        }
        type = property.valueType
        lastName = name
        return .property(property.keyPath)
      default:
        throw ParseError("expected '.', '?', '[' or '=' in the place to assign, found '\(current.text)'", column: token.column)
      }
    }

    /// A property the type has but a test cannot set, `private(set) var count`: how the
    /// feature changes it, through the lesson's methods.
    func readOnly(_ name: String, of type: Any.Type, column: Int) -> ParseError {
      let calls = methods.filter { $0.belongs(to: type) }.map { "." + $0.name + "()" }
      return ParseError(
        "\(displayName(type)).\(name) is private(set), so a test can't assign it; "
          + (calls.isEmpty
            ? "assert it through what the feature does"
            : "call what the feature calls: \(calls.joined(separator: " or "))"),
        column: column
      )
    }

    /// `an Int`, `a String`: a type in a sentence.
    func withArticle(_ type: Any.Type) -> String {
      let name = displayName(type)
      return ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    /// `, case: \.summary]` after a stack subscript's id: the element as that case's value.
    mutating func elementCase(
      _ id: AnyHashable, of stack: any WritableElements.Type, type: inout Any.Type
    ) throws(ParseError) -> StatePlace.Step {
      _ = advance()
      guard current.kind == .identifier("case") else {
        throw ParseError("expected 'case:' after the id, as in [id: 0, case: \\.basics]", column: current.column)
      }
      _ = advance()
      _ = try expect(.colon, "':' after 'case'")
      _ = try expect(.backslash, "a case key path, as in \\.basics")
      _ = try expect(.dot, "'.' after '\\'")
      let column = current.column
      guard case let .identifier(name) = current.kind else {
        throw ParseError("expected a case name, found '\(current.text)'", column: column)
      }
      _ = advance()
      _ = try expect(.rightBracket, "']' to close the subscript")
      let elementType = (stack.optionalElementType as? any OptionalValue.Type)?.wrappedType
      guard let reflectable = elementType as? any CaseReflectable.Type else {
        throw ParseError("the stack's elements have no cases to name", column: column)
      }
      let cases = reflectable.anyReflectedCases
      guard let reflected = cases.first(where: { $0.name == name }), reflected.parameters.count == 1 else {
        throw .unknownName(
          "\(displayName(reflectable)) has no case .\(name) with a value", name, among: cases.map(\.name),
          kind: "cases", sigil: ".", column: column
        )
      }
      type = optionalType(of: reflected.parameters[0].type)
      return .elementCase(id, reflected)
    }

    /// `.$name.withLock { $0.field = value; … }`, where `holder` holds `@Shared var name`.
    mutating func withLock(after steps: [StatePlace.Step], in holder: Any?, type: Any.Type) throws(ParseError) -> Statement {
      _ = advance()
      let dollar = advance()
      guard case let .identifier(name) = current.kind else {
        throw ParseError("expected a @Shared property's name after '$'", column: current.column)
      }
      _ = advance()
      let container = steps.compactMap { step -> AnyKeyPath? in
        if case let .property(keyPath) = step { keyPath } else { nil }
      }
      guard container.count == steps.count, let holder,
        let shared = StateAssertion.shared(named: "_" + name, in: holder)
      else {
        throw ParseError("\(displayName(type)) has no @Shared property '\(name)'", column: dollar.column)
      }
      _ = try expect(.dot, "'.withLock { … }' after $\(name)")
      guard current.kind == .identifier("withLock") else {
        throw ParseError("expected 'withLock { … }' after $\(name)., found '\(current.text)'", column: current.column)
      }
      _ = advance()
      _ = try expect(.leftBrace, "'{' after withLock")
      var writes: [Statement] = []
      while current.kind != .rightBrace {
        writes.append(try sharedStatement(of: shared))
        try separator()
      }
      _ = advance()
      return .withLock(container: container, storage: "_" + name, writes)
    }
  }
}

extension StateAssertion.Statement {
  /// Runs a statement that is not a `withLock` on `value`: the state, or a shared value.
  fileprivate func apply(to value: inout Any) {
    switch self {
    case let .assign(place, newValue):
      place.write(newValue, into: &value)
    case let .compound(place, operation, operand):
      place.modify(&value) { current in
        if let result = operation.apply(current, operand) { current = result }
      }
    case let .call(place, method):
      place.modify(&value, method.call)
    case let .group(statements):
      for statement in statements { statement.apply(to: &value) }
    case .withLock:
      break
    }
  }
}
