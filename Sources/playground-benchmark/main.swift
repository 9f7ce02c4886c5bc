// Release-build benchmarks: `make benchmark`, or `playground-benchmark NAME…` for some of
// them (memory, advance, each, startup, history, transcripts). They print figures; they assert
// nothing. See README "Benchmarks".

let names = Array(CommandLine.arguments.dropFirst())
/// Memory first: the others would raise the peak it measures.
let all = ["memory", "advance", "each", "startup", "history", "transcripts"]
for name in names.isEmpty ? all : names {
  switch name {
  case "memory": try await MemoryBenchmark.run()
  case "advance": try await AdvanceBenchmark.run()
  case "each": try await RenderingBenchmark.run()
  case "startup": try StartupBenchmark.run()
  case "history": try await HistoryBenchmark.run()
  case "transcripts": try await TranscriptBenchmark.run()
  default: throw BenchmarkFailure("no benchmark '\(name)'; they are \(all.joined(separator: ", "))")
  }
  print()
}
