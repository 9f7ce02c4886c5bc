/// Two versions of a list of lines, walked side by side: which lines they share and which one
/// side alone has, in order. Built from the standard library's `CollectionDifference`.
struct LineAlignment: Equatable {
  enum Step: Equatable {
    /// Line `old` of the old version is line `new` of the new one.
    case same(old: Int, new: Int)
    /// Line `old` is only in the old version.
    case removed(old: Int)
    /// Line `new` is only in the new version.
    case inserted(new: Int)
  }

  let steps: [Step]

  /// Aligns `new` with `old`, pairing lines `areEquivalent` says are the same. Lines the two
  /// share at their start and at their end are paired first, so a line that repeats (a closing
  /// `)`) is paired with its twin at the same end rather than the first one that fits; the
  /// rest is the standard library's `CollectionDifference`. Where both versions change,
  /// removals come before insertions, as a unified diff shows them.
  init<Line>(
    old: [Line], new: [Line], by areEquivalent: (Line, Line) -> Bool
  ) {
    var prefix = 0
    while prefix < min(old.count, new.count), areEquivalent(old[prefix], new[prefix]) {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      areEquivalent(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let newMiddle = new[prefix..<(new.count - suffix)]
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in newMiddle.difference(from: oldMiddle, by: areEquivalent) {
      switch change {
      case let .remove(offset, _, _): removed.insert(prefix + offset)
      case let .insert(offset, _, _): inserted.insert(prefix + offset)
      }
    }
    var steps: [Step] = []
    var (oldIndex, newIndex) = (0, 0)
    while oldIndex < old.count || newIndex < new.count {
      if removed.contains(oldIndex) {
        steps.append(.removed(old: oldIndex))
        oldIndex += 1
      } else if inserted.contains(newIndex) {
        steps.append(.inserted(new: newIndex))
        newIndex += 1
      } else {
        steps.append(.same(old: oldIndex, new: newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
    self.steps = steps
  }
}

extension LineAlignment {
  init<Line: Equatable>(old: [Line], new: [Line]) {
    self.init(old: old, new: new, by: ==)
  }
}
