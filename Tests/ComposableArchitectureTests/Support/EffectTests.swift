import ComposableArchitecture
import PlaygroundTestSupport
import Testing

/// The parent of every suite whose tests run effects.
///
/// Their effects run on the main serial executor (see `onMainSerialExecutor`), and two such
/// tests must not interleave their effects. `.serialized` on this parent applies to every suite
/// nested in it (each file adds one with `extension EffectTests`).
@MainActor
@Suite(.serialized)
struct EffectTests {}
