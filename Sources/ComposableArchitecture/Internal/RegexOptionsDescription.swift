import Foundation

/// A short description of regular-expression options, for swift-corelibs-foundation's regex
/// cache.
///
/// custom-dump, which prints every diff and dump here (`_printChanges`, `TestStore`'s failures,
/// the shell), names every type it prints through `typeName`, which runs a few
/// `replacingOccurrences(of:with:options: .regularExpression)` on it. On Linux, each of those
/// looks its compiled pattern up in a cache keyed by a string that interpolates the options;
/// without a description, that interpolation prints the option set through `Mirror`, and it
/// was about 5% of the whole transcript suite's time (`perf`, `playground-benchmark
/// transcripts`). With this conformance, the key is the raw value and the lookup costs half.
/// What custom-dump prints is unchanged.
extension NSRegularExpression.Options: @retroactive CustomStringConvertible {
  public var description: String { String(rawValue) }
}
