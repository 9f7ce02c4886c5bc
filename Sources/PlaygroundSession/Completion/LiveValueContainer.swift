/// A state value holding values that exist only while the session runs and can be typed as a
/// payload: a navigation stack holds the ids of its elements, typed in
/// `.path(.element(id: …, action: …))`. Completion offers them wherever a payload of that type
/// is typed. The containers conform in `Containers/`.
protocol LiveValueContainer {
  /// The payload type the values are typed as.
  static var liveValueType: Any.Type { get }
  /// The values as they are typed, in the order to offer them.
  var liveValueLiterals: [String] { get }
}
