import FeatureOpening
import Foundation
import OpenedFeatures
import PlaygroundPackage
import PlaygroundReload

/// What `open` does to the package, for `tca-playground open` and the shell's `open` alike:
/// writes the generated folder and builds, unless this build already holds those very files.
enum OpenedBuild {
  /// Whether the running binary was built from `opened`'s files, so it can load the feature
  /// at once: the registration it holds carries the same fingerprint.
  static func isHeld(_ opened: OpenPlan) -> Bool {
    openedFeature?.fingerprint == opened.fingerprint
  }

  /// Writes `opened`'s files into the package's generated folder and builds the playground with
  /// the running binary's configuration. Returns the new binary, or the compiler's errors,
  /// naming the user's files; then the folder is put back as it was, so the package builds
  /// as before.
  static func build(
    _ opened: OpenPlan, in package: PackageRoot, progress: @escaping @Sendable (String) -> Void
  ) async -> Result<URL, BuildFailure> {
    let folder = GeneratedFolder(package: package)
    let previous = folder.contents()
    do {
      try folder.replace(with: opened.files)
    } catch {
      return .failure(BuildFailure(errors: ["error: open cannot write \(package.relativePath(folder.url.path)): \(error.localizedDescription)"]))
    }
    var reloader = Reloader(package: package)
    reloader.renamedPaths = opened.sourcePaths
    guard let errors = await reloader.build(progress: progress) else {
      return .success(reloader.configuration.binary(in: package))
    }
    try? folder.replace(with: previous)
    return .failure(BuildFailure(errors: errors))
  }

  struct BuildFailure: Error {
    let errors: [String]
  }

  /// Opens the files the running build's feature came from again, so `:reload` builds what
  /// they hold now; `nil` when nothing is opened.
  static func refresh(in package: PackageRoot) throws(OpenError) -> OpenPlan? {
    guard let current = openedFeature else { return nil }
    let opened = try OpenPlan(OpenArguments(current.arguments).request)
    try? GeneratedFolder(package: package).replace(with: opened.files)
    return opened
  }
}
