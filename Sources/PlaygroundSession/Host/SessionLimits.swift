/// The bounds that keep the shell responsive whatever a feature does.
enum SessionLimits {
  /// `run` stops after this many received actions…
  static let runActions = 10_000
  /// …and `advance` after this many: a day of a one-second timer (86,400 actions, a few
  /// seconds in a release build) fits, a year of it does not.
  static let advanceActions = 100_000
  /// …or this much virtual time, whichever comes first, so a perpetual timer cannot hang it.
  static let runTime = Duration.seconds(24 * 60 * 60)
  /// How many actions one `send` may reduce synchronously before it is a runaway loop.
  static let synchronousActions = 1_000
  /// How deep a typed action may nest (`.a(.b(…))`, `[[…]]`): far more than any feature needs,
  /// far less than would exhaust the stack of the recursive parser and builder.
  static let nestingDepth = 100
  /// The longest `advance` accepted, so virtual time cannot overflow.
  static let longestAdvance = Duration.seconds(366 * 24 * 60 * 60)
}
