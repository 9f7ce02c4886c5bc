/// A reference to part of another reference's value, for reading: `$stats.count` on a
/// `SharedReader`. Reads go through the parent, under its lock.
class KeyPathReaderReference<Base, Value>: SharedReaderReference, @unchecked Sendable {
  private let base: any SharedReaderReference<Base>
  private let keyPath: KeyPath<Base, Value>

  init(base: any SharedReaderReference<Base>, keyPath: KeyPath<Base, Value>) {
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
}

/// A reference to part of another reference's value: `$signUpData.topics`. Reads and writes
/// go through the parent, under its lock.
final class KeyPathReference<Base, Value>: KeyPathReaderReference<Base, Value>, SharedReference,
  @unchecked Sendable
{
  private let writableBase: any SharedReference<Base>
  private let writableKeyPath: WritableKeyPath<Base, Value>

  init(base: any SharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    writableBase = base
    writableKeyPath = keyPath
    super.init(base: base, keyPath: keyPath)
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try writableBase.withLock { try body(&$0[keyPath: writableKeyPath]) }
  }
}
