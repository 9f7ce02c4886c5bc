/// The candidate nearest to a misspelt name, for "did you mean …?", or `nil` when none is
/// close: within a third of the name's length in edits, at least one.
func closestName(to name: String, in candidates: [String]) -> String? {
  let lowered = name.lowercased()
  if let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }), !name.isEmpty {
    return prefixed
  }
  let limit = max(1, name.count / 3)
  return candidates
    .map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
    .filter { $0.distance <= limit }
    .min { $0.distance < $1.distance }?
    .candidate
}

/// Levenshtein distance.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      )
    }
    previous = current
  }
  return previous[b.count]
}
