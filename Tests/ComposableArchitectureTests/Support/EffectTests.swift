import ComposableArchitecture
import Testing

/// The parent of every suite whose tests run effects.
///
/// `withMainSerialExecutor` flips a process-wide hook in the Swift runtime and restores it when
/// it returns, so two such tests must never overlap. `.serialized` on this parent applies to
/// every suite nested in it (each file adds one with `extension EffectTests`).
@MainActor
@Suite(.serialized)
struct EffectTests {}
