import ComposableArchitecture
import Foundation

extension DependencyValues {
  /// The folder new recordings go in. TCA's app uses the system's temporary directory, which
  /// differs from machine to machine; the playground's live value is always `/tmp`, so a memo's
  /// URL reads the same in every session. Like TCA's, it has no test value: a test that
  /// records sets it.
  var temporaryDirectory: @Sendable () -> URL {
    get { self[TemporaryDirectoryKey.self] }
    set { self[TemporaryDirectoryKey.self] = newValue }
  }

  private enum TemporaryDirectoryKey: DependencyKey {
    static let liveValue: @Sendable () -> URL = { URL(fileURLWithPath: "/tmp", isDirectory: true) }
  }
}
