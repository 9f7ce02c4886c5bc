import Foundation
import PlaygroundPackage
import PlaygroundReload

/// This package, as the tests' sources find it, and its copy for edits (see ``PrebuiltPackageCopy``).
enum PackageFixture {
  static let source = PackageRoot(
    url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  )

  /// The tests' configuration, which the copy is built in.
  static var configuration: BuildConfiguration {
    #if DEBUG
      .debug
    #else
      .release
    #endif
  }
}
