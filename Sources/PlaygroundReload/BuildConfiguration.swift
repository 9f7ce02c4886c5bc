import Foundation
import PlaygroundPackage

/// Debug or release: `:reload` builds with the configuration of the binary that runs, so the
/// new binary is as fast (or as checked) as the old one, and replaces it in its own folder.
public enum BuildConfiguration: String, Equatable, Sendable, CaseIterable {
  case debug
  case release

  /// The running binary's: SwiftPM defines `DEBUG` in a debug build and not in a release one.
  public static var running: BuildConfiguration {
    #if DEBUG
      .debug
    #else
      .release
    #endif
  }

  /// `swift build`'s arguments for the playground alone in this configuration.
  public func buildArguments(package: PackageRoot) -> [String] {
    ["build", "--package-path", package.url.path, "--configuration", rawValue, "--product", "tca-playground"]
  }

  /// Where that build puts the binary: `.build/debug/tca-playground`, SwiftPM's link to the
  /// host triple's folder.
  public func binary(in package: PackageRoot) -> URL {
    package.url.appending(path: ".build/\(rawValue)/tca-playground")
  }
}
