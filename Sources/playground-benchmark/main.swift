// Release-build benchmarks: `make benchmark`, or `playground-benchmark NAME…` for some of
// them (memory, advance, each, startup, history, transcripts, growth), or for `reload` and `open`,
// which run only when named: each builds a copy of the package, minutes the first time. They print figures; they assert
// nothing. See docs/benchmarks.md.

import Foundation

let names = Array(CommandLine.arguments.dropFirst())
/// Memory first: the others would raise the peak it measures.
let all = ["memory", "advance", "each", "startup", "history", "transcripts", "growth"]
let named = all + ["reload", "open"]
// A mistyped name is bad usage (exit 2) before anything runs, not a crash after some have.
if let unknown = names.first(where: { !named.contains($0) }) {
  FileHandle.standardError.write(Data("error: no benchmark '\(unknown)'; they are \(named.joined(separator: ", "))\n".utf8))
  exit(2)
}
for name in names.isEmpty ? all : names {
  switch name {
  case "memory": try await MemoryBenchmark.run()
  case "advance": try await AdvanceBenchmark.run()
  case "each": try await RenderingBenchmark.run()
  case "startup": try StartupBenchmark.run()
  case "history": try await HistoryBenchmark.run()
  case "transcripts": try await TranscriptBenchmark.run()
  case "growth": try await GrowthBenchmark.run()
  case "reload": try await ReloadBenchmark.run()
  case "open": try await OpenBenchmark.run()
  default: preconditionFailure("checked above")
  }
  print()
}
