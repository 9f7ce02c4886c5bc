import ComposableArchitecture

/// A navigation stack's element ids are offered wherever a `StackElementID` is typed, as TCA
/// dumps them: `.path(.element(id: #0, …))`, `\.path[id: #0]`, `.path(.popFrom(id: #0))`.
extension StackState: LiveValueContainer {
  static var liveValueType: Any.Type { StackElementID.self }
  var liveValueLiterals: [String] { ids.map(\.debugDescription) }
}
