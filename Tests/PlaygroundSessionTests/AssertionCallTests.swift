import Testing

@testable import PlaygroundSession

/// Compound assignment and list methods in a test-mode closure: what they compute, and that a
/// call that would stop a Swift program changes nothing instead.
struct AssertionCallTests {
  @Test func compoundAssignmentOnNumbersStringsAndArrays() {
    #expect(CompoundAssignment.add.apply(2, 3) as? Int == 5)
    #expect(CompoundAssignment.subtract.apply(2, 3) as? Int == -1)
    #expect(CompoundAssignment.multiply.apply(2.5, 2.0) as? Double == 5)
    #expect(CompoundAssignment.remainder.apply(7, 4) as? Int == 3)
    #expect(CompoundAssignment.add.apply("Blob", " Jr.") as? String == "Blob Jr.")
    #expect(CompoundAssignment.add.apply([1], [2]) as? [Int] == [1, 2])
  }

  @Test func anIntegerOperationThatWouldTrapHasNoResult() {
    #expect(CompoundAssignment.add.apply(Int.max, 1) == nil)
    #expect(CompoundAssignment.divide.apply(1, 0) == nil)
    #expect(CompoundAssignment.remainder.apply(1, 0) == nil)
  }

  @Test func whichTypesTakeWhichOperator() {
    #expect(CompoundAssignment.add.applies(to: String.self))
    #expect(!CompoundAssignment.subtract.applies(to: String.self))
    #expect(!CompoundAssignment.remainder.applies(to: Double.self))
    #expect(!CompoundAssignment.add.applies(to: Bool.self))
  }

  @Test func listMethodsChangeAnArray() {
    var list: Any = [1, 2]
    ListMethod.append(3).call(on: &list)
    ListMethod.insert(0, at: 0).call(on: &list)
    #expect(list as? [Int] == [0, 1, 2, 3])
    ListMethod.removeAt(1).call(on: &list)
    ListMethod.removeLast.call(on: &list)
    #expect(list as? [Int] == [0, 2])
    ListMethod.removeAll.call(on: &list)
    #expect(list as? [Int] == [])
  }

  @Test func aListCallOutOfRangeChangesNothing() {
    var list: Any = [1]
    ListMethod.removeAt(5).call(on: &list)
    ListMethod.insert(9, at: 3).call(on: &list)
    #expect(list as? [Int] == [1])
    var empty: Any = [Int]()
    ListMethod.removeFirst.call(on: &empty)
    #expect(empty as? [Int] == [])
  }

  @Test func toggleFlipsABool() {
    var flag: Any = false
    ListMethod.toggle.call(on: &flag)
    #expect(flag as? Bool == true)
  }
}
