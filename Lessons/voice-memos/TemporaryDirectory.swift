import ComposableArchitecture
import Foundation

extension DependencyValues {
  /// The folder new recordings go in. TCA's app uses the system's temporary directory, which
  /// differs from machine to machine; the playground's live value is always `/tmp`, so a memo's
  /// URL reads the same in every session. A test that records sets it: unset, it fails the
  /// test, as TCA's does, which has no test value.
  var temporaryDirectory: @Sendable () -> URL {
    get { self[TemporaryDirectoryKey.self] }
    set { self[TemporaryDirectoryKey.self] = newValue }
  }

  private enum TemporaryDirectoryKey: DependencyKey {
    static let liveValue: @Sendable () -> URL = { URL(fileURLWithPath: "/tmp", isDirectory: true) }
    static let testValue: @Sendable () -> URL = unimplemented(
      #"@Dependency(\.temporaryDirectory)"#, placeholder: URL(fileURLWithPath: "/tmp", isDirectory: true)
    )
  }
}
