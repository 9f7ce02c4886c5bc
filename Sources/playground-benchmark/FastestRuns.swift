/// The fastest of `rounds` runs of each measure, with the runs interleaved. On a shared machine
/// other work only ever slows a run down, so the fastest run is the one it disturbed least,
/// and interleaving the measures makes a slow spell fall on all of them alike: their ratios
/// are then what the benchmark reports.
@MainActor
func fastestRuns(_ rounds: Int, of measures: [() async throws -> Double]) async throws -> [Double] {
  var fastest = Array(repeating: Double.infinity, count: measures.count)
  for _ in 0..<rounds {
    for (index, measure) in measures.enumerated() {
      fastest[index] = min(fastest[index], try await measure())
    }
  }
  return fastest
}
