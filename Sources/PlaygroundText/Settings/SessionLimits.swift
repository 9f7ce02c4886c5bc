/// The bounds that keep the shell responsive whatever a feature does.
package enum SessionLimits {
  /// `run` stops after this many received actions…
  package static let runActions = 10_000
  /// …and `advance` after this many: a day of a one-second timer (86,400 actions, a few
  /// seconds in a release build) fits, a year of it does not.
  package static let advanceActions = 100_000
  /// …or this much virtual time, whichever comes first, so a perpetual timer cannot hang it.
  package static let runTime = Duration.seconds(24 * 60 * 60)
  /// How many actions one `send` may reduce synchronously before it is a runaway loop.
  package static let synchronousActions = 1_000
  /// How deep a typed action may nest (`.a(.b(…))`, `[[…]]`): far more than any feature needs,
  /// far less than would exhaust the stack of the recursive parser and builder.
  package static let nestingDepth = 100
  /// The longest `advance` accepted, so virtual time cannot overflow.
  package static let longestAdvance = Duration.seconds(366 * 24 * 60 * 60)
  /// The largest list offset (`IndexSet(integer: 1)`, `[0, 2]`) and stack element id (`#0`)
  /// a typed action may hold: more than any list holds or any session pushes, and far enough
  /// below `Int.max` that neither Foundation's `IndexSet`, whose ranges end one past an offset,
  /// nor the stack's id generator, which counts on from a pushed id, can overflow.
  package static let largestIndex = 1_000_000_000
}
