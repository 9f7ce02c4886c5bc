import ComposableArchitecture
import PlaygroundText

/// Gives a ``Literal`` the type an action's payload needs, and builds the value.
///
/// Enums come through ``CaseReflectable`` (every `@Reducer` feature's `Action`, and its
/// children's), plain values through ``ShellLiteralConvertible``, and simple enums such as
/// `enum Tab { case counter, profile }` through `CaseIterable`.
struct ValueBuilder {
  /// The error types a `.failure(…)` may be typed as: the loaded lesson's.
  var errors: [TypeableError] = []
  /// The initializers a value may call, the lesson's: a state a `.push(id:state:)` pushes, as
  /// a `NavigationLink` would, or a value in a test-mode assertion. In an assertion, also the
  /// state `$0.…` reads from (see ``StateReference``).
  var initializers: [TypeableInitializer] = []
  var state: Any?

  func build(_ literal: Literal, as type: Any.Type) throws(ParseError) -> Any {
    if case let .stateReference(names) = literal.value {
      return try StateReference(names, column: literal.column).value(in: state, as: type, builder: self)
    }
    if case let .initializer(typeName, arguments) = literal.value, initializers.contains(where: { $0.makes(type) }) {
      return try buildInitializer(typeName, arguments, as: type, column: literal.column)
    }
    if case let .initializer(_, arguments) = literal.value, let tagged = type as? any RawRepresentable.Type,
      arguments.count == 1, arguments[0].label == nil
    {
      return try buildRawRepresentable(tagged, from: arguments[0].value)
    }
    if let reflectable = type as? any CaseReflectable.Type {
      return try buildCase(literal, of: reflectable)
    }
    if let convertible = type as? any ShellLiteralConvertible.Type {
      return try convertible.make(literal, builder: self)
    }
    if let iterable = type as? any CaseIterable.Type {
      return try buildIterableCase(literal, of: iterable)
    }
    throw ParseError("a value of type \(displayName(type)) can't be typed in the shell", column: literal.column)
  }

  /// Whether a value of the type can be typed in the shell.
  static func canBuild(_ type: Any.Type) -> Bool {
    if type is any CaseReflectable.Type || type is any CaseIterable.Type { return true }
    return (type as? any ShellLiteralConvertible.Type)?.isTypeable ?? false
  }

  func build<T>(_ literal: Literal, as type: T.Type = T.self) throws(ParseError) -> T {
    try build(literal, as: type as Any.Type) as! T
  }

  private func buildCase(_ literal: Literal, of type: any CaseReflectable.Type) throws(ParseError) -> Any {
    let cases = type.anyReflectedCases
    guard case let .enumCase(name, arguments) = literal.value else {
      throw ParseError(
        "expected a case of \(displayName(type)) such as .\(cases.first?.name ?? "case"), found \(literal.summary)",
        column: literal.column
      )
    }
    guard let reflected = cases.first(where: { $0.name == name }) else {
      throw .unknownName(
        "\(displayName(type)) has no case .\(name)", name, among: cases.map(\.name), kind: "cases", sigil: ".",
        column: literal.column
      )
    }
    let parameters = reflected.parameters
    let signature = reflected.signature
    guard !parameters.isEmpty || (arguments ?? []).isEmpty else {
      throw ParseError("\(signature) takes no value", column: literal.column)
    }
    guard let arguments = parameters.isEmpty ? [] : arguments else {
      throw ParseError("\(signature) needs a value", column: literal.column)
    }
    guard arguments.count == parameters.count else {
      throw ParseError(
        "\(signature) takes \(parameters.count) value\(parameters.count == 1 ? "" : "s"), not \(arguments.count)",
        column: literal.column
      )
    }
    var values: [Any] = []
    for (parameter, argument) in zip(parameters, arguments) {
      if parameter.label != argument.label, !(argument.fromCaseKeyPath && parameters.count == 1) {
        let message =
          switch (parameter.label, argument.label) {
          case let (expected?, nil): "missing label '\(expected):' in \(signature)"
          case let (nil, given?): "unexpected label '\(given):' in \(signature)"
          case let (expected?, given?): "label '\(given):' should be '\(expected):' in \(signature)"
          case (nil, nil): ""
          }
        throw ParseError(message, column: argument.column)
      }
      let value = argument.fromCaseKeyPath ? Self.throughPresentation(argument.value, as: parameter.type) : argument.value
      values.append(try build(value, as: parameter.type))
    }
    return reflected.make(values)
  }

  /// In a case key path, a presentation action's case is reached through `.presented`, as TCA's
  /// case key paths reach it: `\.destination.sheet.incrementButtonTapped` is
  /// `.destination(.presented(.sheet(.incrementButtonTapped)))`. Its own cases, `dismiss` and
  /// `presented`, are taken as typed.
  private static func throughPresentation(_ literal: Literal, as type: Any.Type) -> Literal {
    guard type is any PresentationActionCases.Type, case let .enumCase(name, _) = literal.value,
      !["dismiss", "presented"].contains(name)
    else { return literal }
    let presented = Literal.Argument(label: nil, value: literal, column: literal.column, fromCaseKeyPath: true)
    return Literal(value: .enumCase(name: "presented", arguments: [presented]), column: literal.column)
  }

  /// `BasicsFeature.State(signUpData: $0.$signUpData)`, by one of the lesson's initializers.
  private func buildInitializer(
    _ typeName: String, _ arguments: [Literal.Argument], as type: Any.Type, column: Int
  ) throws(ParseError) -> Any {
    let name = displayName(type)
    // A generic type is typed without its arguments, as Swift infers them: `Identified(nil, id: UUID(0))`.
    let bareName = String(name.prefix { $0 != "<" })
    guard typeName == name || typeName == bareName || bareName.hasSuffix("." + typeName) else {
      throw ParseError("expected a \(name), found \(typeName)(…)", column: column)
    }
    let forms = initializers.filter { $0.makes(type) }
    let labels = arguments.map { $0.label ?? "_" }
    guard let initializer = forms.first(where: { $0.labels == labels }) else {
      throw ParseError(
        "the shell can make \(name) as \(forms.map { name + $0.signature }.joined(separator: " or ")), not \(name)(\(labels.map { $0 + ":" }.joined()))",
        column: column
      )
    }
    var values: [Any] = []
    for (argument, argumentType) in zip(arguments, initializer.argumentTypes) {
      values.append(try build(argument.value, as: argumentType))
    }
    return initializer.make(values)
  }

  /// `SyncUp.ID(UUID(0))`: a `Tagged` id, or any `RawRepresentable` value, made from its raw
  /// value. The type is named by a typealias Swift does not keep at run time, so any name is
  /// taken; the raw value must fit.
  private func buildRawRepresentable(_ type: any RawRepresentable.Type, from raw: Literal) throws(ParseError) -> Any {
    guard let value = type.make(rawValue: try build(raw, as: type.rawValueType)) else {
      throw ParseError("\(raw.summary) is not a raw value of \(displayName(type))", column: raw.column)
    }
    return value
  }

  private func buildIterableCase(_ literal: Literal, of type: any CaseIterable.Type) throws(ParseError) -> Any {
    let cases = type.namedCases
    guard case let .enumCase(name, nil) = literal.value else {
      throw ParseError("expected a case of \(displayName(type)), found \(literal.summary)", column: literal.column)
    }
    guard let match = cases.first(where: { $0.name == name }) else {
      throw .unknownName(
        "\(displayName(type)) has no case .\(name)", name, among: cases.map(\.name), kind: "cases", sigil: ".",
        column: literal.column
      )
    }
    return match.value
  }
}

extension CaseIterable {
  /// The cases with the names they are typed by: `.counter` for `Tab.counter`.
  static var namedCases: [(name: String, value: Any)] {
    allCases.map { (name: String(describing: $0), value: $0) }
  }
}

extension RawRepresentable {
  fileprivate static var rawValueType: Any.Type { RawValue.self }

  fileprivate static func make(rawValue: Any) -> Any? {
    (rawValue as? RawValue).flatMap(Self.init(rawValue:))
  }
}
