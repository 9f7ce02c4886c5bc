import CustomDump

/// The diff of `state` across `change`, which changes shared values `state` holds without an
/// action: a view's binding writing through `@Shared`, or storage reloaded after another
/// process changed it. `nil` when nothing `state` shows changed.
///
/// Both sides of the diff are `state`, which points at the same references before and after;
/// as in ``Reducer/_printChanges(_:)``, the values from before the change are kept while
/// `change` runs and shown on the left.
public func _sharedChangeDiff<State>(in state: State, _ change: () throws -> Void) rethrows -> String? {
  let tracker = SharedChangeTracker()
  try tracker.record(change)
  // custom-dump would walk the whole state to find no difference.
  guard tracker.hasChanges else { return nil }
  return tracker.compare { diff(state, state) }
}
