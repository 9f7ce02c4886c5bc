import Foundation

/// The `tca-playground` binary that `swift build --build-tests` builds next to the test bundle,
/// which the command-line and pseudo-terminal tests run as a user would.
public enum BuiltProgram {
  public struct Missing: Error, CustomStringConvertible {
    public let description: String
  }

  public static let url = Bundle.main.executableURL!.deletingLastPathComponent()
    .appendingPathComponent("tca-playground")

  /// ``url``, or an error saying how to build it.
  public static func checkedURL() throws -> URL {
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw Missing(description: "no binary at \(url.path); build it first: swift build --build-tests")
    }
    return url
  }
}
