import ComposableArchitecture

/// The integer property a run of actions adds one to, a timer's `secondsElapsed`, found from
/// one step's export forms, so that the next steps can be told to be ticks without reflection.
///
/// Reading a state through its `Mirror` is most of what the export costs an action, and a
/// timer's day is 86,400 of them. Whether a state is the one before with this property one
/// more, `==` and a key path show; the log then counts the step as a tick of its run (see
/// ``ExportLog/recordTick(_:)``). Only a top-level property of an `@ObservableState` struct
/// qualifies: its key path is listed under the name of the form's field.
struct CountedProperty<State: Equatable> {
  private let keyPath: WritableKeyPath<State, Int>

  /// The property `expected` has one more in than `before`, when that is all that changed and
  /// no `@Shared` value is in the state, which can change without the state changing.
  init?(before: ExportValue, expected: ExportValue) {
    guard !expected.holdsShared, let position = before.incrementedInteger(to: expected), position.count == 1,
      case let .structure(_, fields) = expected, let name = fields[position[0]].label,
      let properties = (State.self as? any ObservableState.Type)?._$properties(of: State.self),
      let keyPath = properties.first(where: { $0.name == name })?.keyPath as? WritableKeyPath<State, Int>
    else { return nil }
    self.keyPath = keyPath
  }

  /// Whether `new` is `old` with the property one more, and nothing else changed.
  func counts(from old: State, to new: State) -> Bool {
    guard old[keyPath: keyPath] < Int.max else { return false }
    var incremented = old
    incremented[keyPath: keyPath] += 1
    return incremented == new
  }
}

extension ObservableState {
  /// ``ObservableState/_$properties``, typed for `State`, which is this type.
  fileprivate static func _$properties<State>(of _: State.Type) -> [(name: String, keyPath: PartialKeyPath<State>)]? {
    _$properties as? [(name: String, keyPath: PartialKeyPath<State>)]
  }
}
