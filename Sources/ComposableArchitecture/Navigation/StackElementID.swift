/// An opaque id for an element of ``StackState``.
///
/// `StackState` creates one each time an element is added. Ids are generational: they count up
/// from 0 in each store and are never reused, even after the element that had one is popped, so
/// an effect that outlives its element can never reach the element that replaced it. They dump as
/// `#0`, `#1`, …, and integer literals stand for them, as in TCA's tests:
///
/// ```swift
/// store.send(.path(.element(id: 0, action: .topics(.nextButtonTapped))))
/// ```
public struct StackElementID: Hashable, Sendable {
  /// How many ids the store had made before this one.
  public var generation: Int

  public init(generation: Int) {
    self.generation = generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  public var debugDescription: String { "#\(generation)" }
  public var customDumpDescription: String { debugDescription }
}

/// Makes the ids of ``StackState`` elements: `#0`, `#1`, … Each store starts its own, so ids
/// count from 0 in every store (and every shell session), as they do in each TCA test.
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>

  /// Ids counting up from 0.
  public static var incrementing: Self { Self(counter: LockIsolated(0)) }

  /// The next id, which is then used up.
  public func next() -> StackElementID {
    counter.withValue { next in
      defer { next += 1 }
      return StackElementID(generation: next)
    }
  }

  /// The id ``next()`` will return.
  public func peek() -> StackElementID {
    StackElementID(generation: counter.value)
  }

  /// A generator that starts where this one is now and counts on its own: a test store's
  /// assertion makes with it the ids the reducer made, without using up the store's.
  func incrementingCopy() -> Self {
    Self(counter: LockIsolated(counter.value))
  }

  /// Uses up every id up to and including `id`, so one pushed from outside, by
  /// `.push(id:state:)`, is never made again.
  func skip(through id: StackElementID) {
    counter.withValue { $0 = max($0, id.generation + 1) }
  }
}

extension DependencyValues {
  /// Makes the ids of ``StackState`` elements.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}
