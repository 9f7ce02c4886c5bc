import Foundation
import PlaygroundPackage
import PlaygroundReload
import PlaygroundTestSupport
import Testing

@Suite struct PackageRootTests {
  @Test func isThePackageThisFileWasBuiltIn() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write("Lessons/Chapters.md", "# Chapters\n")
    let root = try PackageRoot.find(
      option: nil, for: ":reload", builtAt: folder.url.appending(path: "Sources/PlaygroundReload/PackageRoot.swift").path
    )
    #expect(root.url.path == folder.url.standardizedFileURL.path)
  }

  @Test func theOptionNamesAnotherRelativeToTheCurrentFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("pkg/Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write("pkg/Lessons/Chapters.md", "# Chapters\n")
    let root = try PackageRoot.find(option: "pkg", for: ":reload", currentFolder: folder.url, builtAt: "/nowhere/Sources/X/Y.swift")
    #expect(root.url.path == folder.url.appending(path: "pkg").standardizedFileURL.path)
  }

  @Test func aBinaryWithoutItsPackageSaysSoInOneLine() throws {
    let folder = try TemporaryFolder()
    let builtAt = folder.url.appending(path: "Sources/tca-playground/PackageRoot.swift").path
    let missing = #expect(throws: PackageRoot.Missing.self) {
      try PackageRoot.find(option: nil, for: ":reload", builtAt: builtAt)
    }
    #expect(
      missing?.description
        == ":reload needs the package this playground was built from, and \(folder.url.standardizedFileURL.path) has no Package.swift; start it with --package PATH"
    )
    let wrongOption = #expect(throws: PackageRoot.Missing.self) {
      try PackageRoot.find(option: "elsewhere", for: "new", currentFolder: folder.url)
    }
    #expect(wrongOption?.description == "new needs the playground's package, and --package elsewhere has no Package.swift")
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    let noChapters = #expect(throws: PackageRoot.Missing.self) {
      try PackageRoot.find(option: folder.url.path, for: "new")
    }
    #expect(noChapters?.description == "new needs the playground's package, and --package \(folder.url.path) has no Lessons/Chapters.md")
  }

  @Test func theRealPackageIsFound() throws {
    let root = try PackageRoot.find(option: nil, for: ":reload")
    #expect(FileManager.default.fileExists(atPath: root.url.appending(path: "Lessons/Chapters.md").path))
  }

  @Test func pathsInsideThePackageAreRelative() {
    let root = PackageRoot(url: URL(fileURLWithPath: "/work/pkg"))
    #expect(root.relativePath("/work/pkg/Lessons/counter/Counter.swift") == "Lessons/counter/Counter.swift")
    #expect(root.relativePath("/work/pkgs/Other.swift") == "/work/pkgs/Other.swift")
  }
}

@Suite struct BuildConfigurationTests {
  @Test func isTheRunningBinarys() {
    #if DEBUG
      #expect(BuildConfiguration.running == .debug)
    #else
      #expect(BuildConfiguration.running == .release)
    #endif
  }

  @Test func buildsThePlaygroundAloneInThatConfigurationAndFindsItsBinary() {
    let root = PackageRoot(url: URL(fileURLWithPath: "/work/pkg"))
    #expect(BuildConfiguration.release.buildArguments(package: root) == [
      "build", "--package-path", "/work/pkg", "--configuration", "release", "--product", "tca-playground",
    ])
    #expect(BuildConfiguration.debug.binary(in: root).path == "/work/pkg/.build/debug/tca-playground")
  }
}
