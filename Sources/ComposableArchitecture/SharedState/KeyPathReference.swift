/// A reference to part of another reference's value: `$signUpData.topics`. Reads and writes
/// go through the parent, under its lock.
final class KeyPathReference<Base, Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReference<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  init(base: any SharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: any AnySharedReference { base.root }

  var value: Value {
    base.value[keyPath: keyPath]
  }

  var snapshot: Value? {
    base.snapshot?[keyPath: keyPath]
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }
}
