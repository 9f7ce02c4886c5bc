@_spi(Reflection) import CasePaths

/// State shown briefly that goes away on its first interaction and runs no logic of its own,
/// such as ``AlertState``: `ifLet` sets it to `nil` after any of its actions, and needs no child
/// reducer for it.
public protocol _EphemeralState {}

/// Whether the state, or the payload of the enum case it is in, is ephemeral: a destination's
/// `case alert(AlertState<Alert>)` is.
func isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  guard let metadata = EnumMetadata(State.self) else { return false }
  return metadata.associatedValueType(forTag: metadata.tag(of: state)) is any _EphemeralState.Type
}
