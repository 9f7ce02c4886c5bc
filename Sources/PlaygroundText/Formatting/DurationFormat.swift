extension Duration {
  /// Seconds, as the shell's `advance` takes them: `6s`, `1.5s`, `0.25s`.
  package var playgroundDescription: String {
    let (seconds, attoseconds) = components
    let milliseconds = attoseconds / 1_000_000_000_000_000
    guard milliseconds != 0 else { return "\(seconds)s" }
    var fraction = String(milliseconds)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(seconds).\(fraction)s"
  }

  /// The duration in seconds, as a `Double`.
  public var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
