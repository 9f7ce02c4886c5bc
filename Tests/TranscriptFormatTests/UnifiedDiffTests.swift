import Testing
import TranscriptFormat

struct UnifiedDiffTests {
  let old = (1...12).map { "line \($0)" }

  @Test func aChangedLineGivesOneHunkWithThreeLinesOfContext() {
    var new = old
    new[6] = "line seven"
    let diff = UnifiedDiff(old: old, new: new)
    #expect(diff.firstDifferenceLine == 7)
    #expect(diff.text(oldName: "a (expected)", newName: "a (actual)") == [
      "--- a (expected)",
      "+++ a (actual)",
      "@@ -4,7 +4,7 @@",
      " line 4", " line 5", " line 6",
      "-line 7",
      "+line seven",
      " line 8", " line 9", " line 10",
    ])
  }

  @Test func distantChangesGiveTwoHunksAndCloseOnesMerge() {
    var new = old
    new.remove(at: 0)
    new.insert("extra", at: 10)
    let diff = UnifiedDiff(old: old, new: new)
    #expect(diff.firstDifferenceLine == 1)
    #expect(diff.hunks.map(\.header) == ["@@ -1,4 +1,3 @@", "@@ -9,4 +8,5 @@"])
    var close = old
    close[2] = "x"
    close[7] = "y"
    #expect(UnifiedDiff(old: old, new: close).hunks.count == 1)
  }

  @Test func linesAddedAtTheEndPointAtTheLastLine() {
    let diff = UnifiedDiff(old: ["a", "b"], new: ["a", "b", "c"])
    #expect(diff.firstDifferenceLine == 2)
    #expect(diff.hunks.map(\.header) == ["@@ -1,2 +1,3 @@"])
    #expect(diff.hunks[0].lines == [" a", " b", "+c"])
  }

  @Test func anEmptyRangeStartsAtTheLineBefore() {
    let diff = UnifiedDiff(old: ["a"], new: [])
    #expect(diff.hunks.map(\.header) == ["@@ -1,1 +0,0 @@"])
  }

  @Test func theSameLinesGiveNoDiff() {
    let diff = UnifiedDiff(old: old, new: old)
    #expect(diff.hunks.isEmpty)
    #expect(diff.firstDifferenceLine == nil)
    #expect(diff.text(oldName: "a", newName: "b").isEmpty)
  }
}
