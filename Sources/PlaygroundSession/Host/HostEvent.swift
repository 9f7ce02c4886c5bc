import ComposableArchitecture

/// What a ``FeatureHost`` and the components around it do, as it happens. The host publishes
/// them, and the components that need them observe them: the printer prints, the export
/// recorder logs, the timeline draws, a tutorial checks its goals. Values, never text.
///
/// The two kinds of event every action brings, a ``Reduction`` and, for an action an effect
/// sent, the effect's id, have observers of their own (``FeatureHost/observeReductions(_:)``,
/// ``FeatureHost/observeEffectSends(_:)``), as have the store's other `StoreEvent`s
/// (``FeatureHost/observeStore(_:)``): a timer's day is 86,400 of each, and each observer
/// hears only its kind, without an enum of the feature's types copied for every one.
enum HostEvent<State, Action> {
  /// The user sends `action`: the store reduces it next, then the actions it sends itself.
  case sending(Action)
  /// The user's action and the actions it sent synchronously are reduced. `failed` when the
  /// runtime reported an issue or stopped a runaway loop: a test store's `send` fails then.
  /// `looped` when it stopped a runaway loop, which TCA never stops: a test would hang there.
  case sent(failed: Bool, looped: Bool)
  /// `advance` or `run` is about to move the clock.
  case clockMoving
  /// The clock moved by `duration` since ``clockMoving``: zero when it stayed.
  case clockMoved(by: Duration)
  /// `dependency NAME MODE` chose a mode; `override` is how a test writes it, if it can.
  /// `era` tags the endpoint calls made in this mode: see ``DependencyChoice/era``.
  case dependencySwitched(name: String, mode: String, override: String?, era: Int)
  /// A change to `@Shared` values that sent no action (`bind`, `shared reset`, a file changed
  /// outside) happened to `state`; `before` keeps each changed value as it was. Published only
  /// when a value changed: the shell asks for files changed outside before every command.
  case sharedWritten(State, before: SharedChangeTracker)
}

/// One action reduced, with the state around it. Published inside `_printChanges`, where a
/// `@Shared` value in ``oldState`` still reads as it was before the action.
struct Reduction<State, Action> {
  let action: Action
  let oldState: State
  let newState: State
  /// Whether it is the user's action; otherwise an effect, or the user's action, sent it.
  let sent: Bool
  /// The same for every action of its case when the case carries no value, else `nil`: a
  /// key for what a printer or a recorder keeps of such a case. See ``ActionCaseKeys``.
  let caseKey: String?
}

/// Finds ``Reduction/caseKey``: an action type whose cases carry no values fits in a byte, its
/// case's tag, which is then the key, with no reflection: a timer's ticks are many.
struct ActionCaseKeys<Action> {
  /// Whether `Action` is an enum whose cases carry no values, found at the first action.
  private var actionsCarryNoValues: Bool?
  /// The key of each tag seen, by tag: made once, not at every tick.
  private var tagKeys: [String?] = []

  mutating func key(of action: Action) -> String? {
    if actionsCarryNoValues == nil {
      actionsCarryNoValues = MemoryLayout<Action>.size <= 1 && Mirror(reflecting: action).displayStyle == .enum
      if actionsCarryNoValues == true { tagKeys = Array(repeating: nil, count: 257) }
    }
    if actionsCarryNoValues == true {
      // An action of no size, the only case of its enum, has no tag byte: index 256.
      let tag = withUnsafeBytes(of: action) { $0.first.map(Int.init) ?? 256 }
      if let key = tagKeys[tag] { return key }
      let key = "#" + (tag == 256 ? "" : String(tag))
      tagKeys[tag] = key
      return key
    }
    return Mirror(reflecting: action).children.isEmpty ? String(describing: action) : nil
  }
}
