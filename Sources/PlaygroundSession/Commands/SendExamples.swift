import ComposableArchitecture
import PlaygroundText

/// The examples `help send` shows: made from the loaded lesson's actions and state, in each
/// form the shell reads, and each kept only when the shell takes it as it stands, so an example
/// never shows a form that the line it is typed on would refuse. A form the lesson has no
/// action for, or that needs something on screen or test mode, shows no example.
@MainActor
enum SendExamples {
  static func lines(in context: CommandContext) -> [String] {
    let state = context.host.currentState
    let paths = ActionPath.all(in: context.host.actionType, depth: 3).filter { !$0.reachesAbsentChild(in: state) }
    let plain = paths.filter { $0.value == nil }
    var candidates: [String] = []
    // `.case`, a button tap, and `\.child.case`, a child feature's.
    if let root = plain.first(where: { $0.names.count == 1 }) { candidates.append("send .\(root.names[0])") }
    if let nested = plain.first(where: { $0.names.count > 1 && !$0.isBinding }) {
      candidates.append("send \\.\(nested.names.joined(separator: "."))")
    }
    // `.case(value)` and `\.case, value`, for a payload the shell can spell.
    if let valued = paths.first(where: { $0.value != nil && !$0.isBinding }) {
      if valued.names.count == 1, let value = valued.value {
        candidates.append("send .\(valued.names[0])(\(valued.label.map { "\($0): " } ?? "")\(value))")
      }
      candidates.append("send \\.\(valued.names.joined(separator: ".")), \(valued.value!)")
    }
    // `\.binding.property, value`.
    if let binding = paths.first(where: \.isBinding) {
      candidates.append("send \\.\(binding.names.joined(separator: ".")), \(binding.value!)")
    }
    // `^`: only while a feature is on top of the screen.
    candidates.append("send ^.dismiss")
    // A trailing closure: only in test mode, on the state as it is now.
    if context.session.isTestMode, let root = plain.first(where: { $0.names.count == 1 }),
      let assertion = closureExample(for: context.host.currentState)
    {
      candidates.append("send .\(root.names[0]) \(assertion)")
    }
    return candidates.filter { takes(context, $0) }.map { "  " + $0 }
  }

  /// A case key path through an action type's cases to a case with no payload, or one whose
  /// payload the shell can spell: `\.counter.incrementButtonTapped`, `\.stepperChanged, 1`,
  /// `\.binding.email, "Blob"`.
  struct ActionPath {
    var names: [String]
    /// The payload's label in literal syntax, `.tag(text: "Blob")`, which the key path form drops.
    var label: String?
    var value: String?
    var isBinding = false

    /// Whether the path goes through a child whose state is not there now, as `\.alert.dismiss`
    /// with no alert shown: `send` would take it, and the runtime warn that it reached nothing.
    /// A child case is matched to the state property of its name, as TCA's features name them;
    /// a case with no such property is taken as there.
    func reachesAbsentChild(in state: Any) -> Bool {
      var properties: [String] = []
      for name in names.dropLast() where name != "presented" {
        properties.append(name)
        guard let value = try? StatePath.value(at: properties, in: state) else { return false }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, mirror.children.isEmpty { return true }
      }
      return false
    }

    /// The paths in `type`, `depth` cases deep, in declaration order, each case's own before
    /// the paths through it.
    static func all(in type: any CaseReflectable.Type, depth: Int) -> [ActionPath] {
      guard depth > 0 else { return [] }
      return type.anyReflectedCases.flatMap { reflected -> [ActionPath] in
        if reflected.parameters.isEmpty { return [ActionPath(names: [reflected.name])] }
        guard reflected.parameters.count == 1 else { return [] }
        let parameter = reflected.parameters[0]
        if let value = sampleValue(of: parameter.type) {
          return [ActionPath(names: [reflected.name], label: parameter.label, value: value)]
        }
        if let binding = parameter.type as? any ShellBindingAction.Type {
          return binding.typeableProperties.compactMap { property in
            sampleValue(of: property.valueType).map {
              ActionPath(names: [reflected.name] + property.path, value: $0, isBinding: true)
            }
          }
        }
        guard parameter.label == nil, let child = parameter.type as? any CaseReflectable.Type else { return [] }
        return all(in: child, depth: depth - 1).map { path in
          var path = path
          path.names.insert(reflected.name, at: 0)
          path.label = nil
          return path
        }
      }
    }
  }

  /// Whether `send` reads `line` in `playground` as it is: the action, and the closure in test
  /// mode, as the command parses them, with nothing sent.
  static func takes(_ context: CommandContext, _ line: String) -> Bool {
    let argument = String(line.dropFirst("send ".count))
    do {
      _ = try ShellCommand.parseSend(argument, column: "send ".count + 1, in: context)
      return true
    } catch {
      return false
    }
  }

  /// `{ $0.name = value }` with the value a property of `state` has now, for the first
  /// property whose value the shell can spell.
  private static func closureExample(for state: Any) -> String? {
    for property in BindableProperties.properties(of: type(of: state)) where property.sharedPrefix == nil {
      guard let value = state[keyPath: property.keyPath], let spelled = spelled(value) else { continue }
      return "{ $0.\(property.name) = \(spelled) }"
    }
    return nil
  }

  /// A value of `type` as a learner would type it, for the types an example shows.
  nonisolated private static func sampleValue(of type: Any.Type) -> String? {
    switch type {
    case is Int.Type: "1"
    case is Bool.Type: "true"
    case is String.Type: "\"Blob\""
    case is Double.Type: "1.5"
    default: nil
    }
  }

  private static func spelled(_ value: Any) -> String? {
    switch value {
    case let value as Int: String(value)
    case let value as Bool: String(value)
    case let value as String: String(reflecting: value)
    default: nil
    }
  }
}
