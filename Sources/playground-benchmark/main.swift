// Release-build benchmarks: `make benchmark`. They print figures; they assert nothing. See
// README "Benchmarks". `playground-benchmark history` runs only the history benchmark.

let only = CommandLine.arguments.dropFirst().first
if only == nil || only == "advance" {
  try await AdvanceBenchmark.run()
  print()
}
if only == nil || only == "history" {
  try await HistoryBenchmark.run()
  print()
}
if only == nil || only == "transcripts" {
  try await TranscriptBenchmark.run()
}
