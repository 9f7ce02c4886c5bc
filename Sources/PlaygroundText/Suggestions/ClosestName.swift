/// The candidate nearest to a misspelt name, for "did you mean …?", or `nil` when none is
/// close: within a third of the name's length in edits, at least one.
package func closestName(to name: String, in candidates: [String]) -> String? {
  let lowered = name.lowercased()
  if let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }), !name.isEmpty {
    return prefixed
  }
  let limit = max(1, name.count / 3)
  return candidates
    // Lengths further apart than the limit are further apart in edits too; skipping them keeps
    // a pasted 100 KB word from costing a full edit distance per candidate.
    .filter { abs($0.count - name.count) <= limit }
    .map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
    .filter { $0.distance <= limit }
    .min { $0.distance < $1.distance }?
    .candidate
}

/// Edit distance counting an insertion, a deletion, a substitution or a swap of two
/// neighbouring characters as one edit (optimal string alignment), so `sned` is one edit from
/// `send`.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var distance = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { distance[i][0] = i }
  for j in 0...b.count { distance[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      distance[i][j] = min(
        distance[i - 1][j] + 1,
        distance[i][j - 1] + 1,
        distance[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      )
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        distance[i][j] = min(distance[i][j], distance[i - 2][j - 2] + 1)
      }
    }
  }
  return distance[a.count][b.count]
}
