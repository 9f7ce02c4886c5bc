import ComposableArchitecture
import PlaygroundText

/// What a host gets from its session.
@MainActor
struct HostEnvironment {
  let output: Output
  /// Whether the user asked to interrupt a long `advance` or `run` (Ctrl-C).
  let isInterrupted: () -> Bool
  /// Where lessons' files go: the `dataDirectory` dependency.
  let dataFolder: DataFolder
  /// How `@Shared(.fileStorage)` reads and writes them: see ``ReplayFiles``.
  let fileStorage: FileStorage
  /// Hears every action sent and received and every effect cancelled, as it happens.
  let record: (SessionEvent) -> Void
  /// Whether ``record`` hears the actions received and the store's events now: no event is
  /// built for them when it does not.
  let recordsStoreEvents: () -> Bool
  /// `set`'s values, which last for the session.
  let settings: SessionSettings
  /// How many more received actions the current command prints in full.
  let budget: ReceivedActionBudget
  /// Whether the lesson runs in a `TestStore`: `test on`, `tca-playground test LESSON`.
  let isTestMode: Bool
}
