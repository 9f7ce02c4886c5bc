import Testing

@testable import ComposableArchitecture

/// As in TCA, merging or concatenating drops `.none` effects, and a single effect left stands
/// for itself: a parent merging its children's `.none` at each action gets `.none`.
struct EffectCombiningTests {
  private func isNone(_ effect: Effect<Int>) -> Bool {
    if case .none = effect.operation { true } else { false }
  }

  private func sentAction(_ effect: Effect<Int>) -> Int? {
    if case let .send(action) = effect.operation { action } else { nil }
  }

  @Test func mergingOrConcatenatingOnlyNoneIsNone() {
    #expect(isNone(.merge(.none, .none)))
    #expect(isNone(.concatenate(.none, .none, .none)))
    #expect(isNone(.merge([Effect<Int>]())))
    #expect(isNone(Effect<Int>.none.merge(with: .none)))
  }

  @Test func oneEffectAmongNonesIsThatEffect() {
    #expect(sentAction(.merge(.none, .send(1), .none)) == 1)
    #expect(sentAction(.concatenate(.send(2), .none)) == 2)
  }

  @Test func twoEffectsAmongNonesStayInTheirOrder() {
    guard case let .concatenate(effects) = Effect<Int>.concatenate(.send(1), .none, .send(2)).operation else {
      Issue.record("not a concatenation")
      return
    }
    #expect(effects.map(sentAction) == [1, 2])
  }
}
