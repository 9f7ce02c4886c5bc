import Foundation
import PlaygroundPackage
import PlaygroundReload
import Testing

/// `open`'s builds: errors in its generated files name the user's file, and SwiftPM's lines
/// about jobs it cancelled after the first failure are left out.
@Suite struct CompilerOutputRenamingTests {
  @Test func aGeneratedFileIsNamedByTheUsersPath() {
    let package = PackageRoot(url: URL(fileURLWithPath: "/work/pkg"))
    var output = CompilerOutput(
      package: package,
      renamedPaths: ["Sources/OpenedFeatures/Generated/1-Garden.swift": "/home/me/app/Garden.swift"]
    )
    for line in [
      "[3/9] Compiling OpenedFeatures 1-Garden.swift",
      "/work/pkg/Sources/OpenedFeatures/Generated/1-Garden.swift:12:22: error: cannot convert value of type 'String' to expected argument type 'Int'",
      "12 |       state.count += \"one\"",
      "error: cancelled",
      "error: cancelled",
    ] {
      output.add(line)
    }
    #expect(output.errors() == [
      "/home/me/app/Garden.swift:12:22: error: cannot convert value of type 'String' to expected argument type 'Int'",
      "12 |       state.count += \"one\"",
    ])
  }
}
