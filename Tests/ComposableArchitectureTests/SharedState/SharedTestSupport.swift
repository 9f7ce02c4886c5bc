import ComposableArchitecture
import Foundation
import PlaygroundTestSupport

/// A value to share in these tests.
@ObservableState
struct Tally: Codable, Equatable {
  var count = 0
  var labels: Set<String> = []
}

/// A fresh folder for one test, removed when it is done.
func withTemporaryFolder<R>(_ body: (URL) throws -> R) throws -> R {
  let folder = try TemporaryFolder()
  return try withExtendedLifetime(folder) { try body(folder.url) }
}

/// Runs `operation` with shared state on the real file system inside `folder`, and a fresh set
/// of references, as a newly started app would have. Each write's one-second window ends at
/// once, so every change is written as it happens (`FileStorageWritesTests` tests the windows).
func inApp<R>(dataDirectory folder: URL, _ operation: () throws -> R) rethrows -> R {
  try withDependencies {
    $0.dataDirectory = folder
    $0.defaultFileStorage = .fileSystem.scheduling { _, work in work() }
    $0.persistentReferences = PersistentReferences()
  } operation: {
    try operation()
  }
}

/// The names in a folder, sorted, hidden ones included.
func contents(of folder: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}
