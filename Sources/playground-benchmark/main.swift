// Release-build benchmarks: `make benchmark`. They print figures; they assert nothing. See
// README "Benchmarks".

try await AdvanceBenchmark.run()
print()
try await HistoryBenchmark.run()
print()
try await TranscriptBenchmark.run()
