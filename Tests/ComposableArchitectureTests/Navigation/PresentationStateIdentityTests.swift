import ComposableArchitecture
import Testing

/// `PresentationState` compares by identity first, as TCA's does: two copies of one
/// presentation are equal without comparing the states they present.
@Suite struct PresentationStateIdentityTests {
  /// A state that counts how often `==` compares it.
  struct Counted: Equatable {
    let comparisons: LockIsolated<Int>
    var value = 0

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.comparisons.withValue { $0 += 1 }
      return lhs.value == rhs.value
    }
  }

  @Test func copiesAreEqualWithoutComparingTheirStates() {
    let comparisons = LockIsolated(0)
    let original = PresentationState(wrappedValue: Counted(comparisons: comparisons))
    let copy = original
    #expect(original == copy)
    #expect(comparisons.value == 0)
  }

  @Test func separatePresentationsCompareTheirStates() {
    let comparisons = LockIsolated(0)
    let first = PresentationState(wrappedValue: Counted(comparisons: comparisons))
    let second = PresentationState(wrappedValue: Counted(comparisons: comparisons))
    #expect(first == second)
    #expect(comparisons.value == 1)
  }

  @Test func writingThroughACopyLeavesTheOriginalAlone() {
    let comparisons = LockIsolated(0)
    let original = PresentationState(wrappedValue: Counted(comparisons: comparisons))
    var copy = original
    copy.wrappedValue?.value = 5
    #expect(original.wrappedValue?.value == 0)
    #expect(copy.wrappedValue?.value == 5)
    #expect(original != copy)
    copy.wrappedValue = nil
    #expect(original.wrappedValue != nil)
  }

  @Test func aParentStateComparesItsPresentationByIdentity() {
    let comparisons = LockIsolated(0)
    struct Parent: Equatable {
      @PresentationState var child: Counted?
    }
    let parent = Parent(child: Counted(comparisons: comparisons))
    var other = parent
    #expect(parent == other)
    #expect(comparisons.value == 0)
    other.child?.value = 1
    #expect(parent != other)
  }
}
