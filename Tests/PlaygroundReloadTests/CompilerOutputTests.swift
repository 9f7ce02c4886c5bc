import Foundation
import PlaygroundPackage
import PlaygroundReload
import Testing

@Suite struct CompilerOutputTests {
  let root = PackageRoot(url: URL(fileURLWithPath: "/work/pkg"))

  /// What `swift build` printed, piped, for one type error in a lesson: SwiftPM reports it
  /// for the module's interface and for its code.
  static let failedBuild = """
    Building for debugging...
    [0/5] Write sources
    [1/5] Write swift-version-6A52383ED409C6A7.txt
    error: emit-module command failed with exit code 1 (use -v to see invocation)
    [3/7] Emitting module Lessons
    /work/pkg/Lessons/counter/Counter.swift:14:25: error: cannot convert value of type 'String' to specified type 'Int'
    12 |       switch action {
    13 |       case .incrementButtonTapped:
    14 |         state.count += "1"
       |                         `- error: cannot convert value of type 'String' to specified type 'Int'
    15 |         return .none
    16 | 

    /work/pkg/Lessons/counter/Counter.swift:3:7: warning: variable 'unused' was never used
    [4/7] Compiling Lessons Counter.swift
    /work/pkg/Lessons/counter/Counter.swift:14:25: error: cannot convert value of type 'String' to specified type 'Int'
    12 |       switch action {
    13 |       case .incrementButtonTapped:
    14 |         state.count += "1"
       |                         `- error: cannot convert value of type 'String' to specified type 'Int'
    15 |         return .none
    16 | 
    /work/pkg/Lessons/counter/Counter.swift:20:5: error: cannot find 'sate' in scope
    /work/pkg/Sources/X/Y.swift:2:1: note: did you mean 'state'?
    """

  @Test func keepsEachErrorOnceAsTheCompilerPrintsItWithPathsRelativeToThePackage() {
    var output = CompilerOutput(package: root)
    for line in Self.failedBuild.split(separator: "\n", omittingEmptySubsequences: false) { output.add(String(line)) }
    #expect(output.errors() == [
      "Lessons/counter/Counter.swift:14:25: error: cannot convert value of type 'String' to specified type 'Int'",
      "12 |       switch action {",
      "13 |       case .incrementButtonTapped:",
      "14 |         state.count += \"1\"",
      "   |                         `- error: cannot convert value of type 'String' to specified type 'Int'",
      "15 |         return .none",
      "16 | ",
      "Lessons/counter/Counter.swift:20:5: error: cannot find 'sate' in scope",
      "Sources/X/Y.swift:2:1: note: did you mean 'state'?",
    ])
  }

  @Test func progressLinesAreHandedBackForATerminal() {
    var output = CompilerOutput(package: root)
    #expect(output.add("[12/40] Compiling Lessons Counter.swift") == "[12/40] Compiling Lessons Counter.swift")
    #expect(output.add("Building for debugging...") == nil)
    #expect(output.add("[x/40] not progress") == nil)
    #expect(output.errors().isEmpty)
  }

  @Test func swiftPMsOwnErrorsAreKept() {
    var output = CompilerOutput(package: root)
    output.add("error: 'pkg': Invalid manifest")
    output.add("error: compile command failed due to signal 6 (use -v to see invocation)")
    output.add("error: emit-module command failed with exit code 1 (use -v to see invocation)")
    #expect(output.errors() == [
      "error: 'pkg': Invalid manifest",
      "error: compile command failed due to signal 6 (use -v to see invocation)",
    ])
  }
}
