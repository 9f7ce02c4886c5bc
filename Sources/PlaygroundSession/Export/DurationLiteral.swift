/// A `Duration` in an exported test, as a test writes one: `.seconds(300)`, or in the largest
/// unit that spells it whole, `.milliseconds(250)`, `.nanoseconds(1)`. The type comes from where
/// it is written, `SyncUp(duration: .seconds(300))`.
extension Duration: SwiftLiteralSpelled {
  var swiftLiteral: String {
    let (seconds, attoseconds) = components
    guard attoseconds != 0 else { return ".seconds(\(seconds))" }
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    if nanoseconds.isMultiple(of: 1_000_000) { return ".milliseconds(\(nanoseconds / 1_000_000))" }
    if nanoseconds.isMultiple(of: 1_000) { return ".microseconds(\(nanoseconds / 1_000))" }
    return ".nanoseconds(\(nanoseconds))"
  }
}
