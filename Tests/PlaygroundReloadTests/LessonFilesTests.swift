import Foundation
import PlaygroundPackage
import PlaygroundReload
import PlaygroundTestSupport
import Testing

@Suite struct LessonFilesTests {
  @Test func seesSwiftFilesAddedChangedAndRemovedUnderLessons() throws {
    let folder = try TemporaryFolder()
    let root = PackageRoot(url: folder.url)
    try folder.write("Lessons/counter/Counter.swift", "struct Counter {}\n")
    try folder.write("Lessons/counter/Tutorial.md", "# Counter\n")
    try folder.write("Sources/Other.swift", "\n")
    let before = LessonFiles.scan(root)
    #expect(before.modified.keys.sorted() == ["Lessons/counter/Counter.swift"])
    #expect(LessonFiles.scan(root).changes(since: before).isEmpty)
    let file = folder.url.appending(path: "Lessons/counter/Counter.swift")
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: file.path)
    try folder.write("Lessons/mine/Mine.swift", "struct Mine {}\n")
    try folder.write("Lessons/counter/Tutorial.md", "# Counter, changed\n")
    #expect(LessonFiles.scan(root).changes(since: before) == ["Lessons/counter/Counter.swift", "Lessons/mine/Mine.swift"])
  }
}
