import Foundation

/// Checks a lesson's Swift source for what TCA 1.25 and swift-sharing 2 require of a feature,
/// since real TCA does not build here to check it by compiling:
///
/// - every `struct State` is `@ObservableState` (a view's `store.count` needs it);
/// - no `@Shared` property is assigned or mutated through its value (`state.stats = …`),
///   which goes through the `Shared` setter swift-sharing deprecates for `$stats.withLock`;
/// - every `DependencyKey` has a `testValue`, so a test that forgets an override fails.
struct LessonLint {
  /// One problem, with the file's name and the 1-based line.
  struct Finding: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    let message: String

    var description: String { "\(file):\(line): \(message)" }
  }

  let file: String
  let lines: [Substring]

  init(file: String, source: String) {
    self.file = file
    self.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
  }

  var findings: [Finding] {
    statesWithoutObservableState + sharedSetterUses + dependencyKeysWithoutTestValue
  }

  // Each check builds its regex once, outside its loop over the lines: a regex literal is parsed
  // and compiled each time it is evaluated, and per line that took the lint suites 45 s of the
  // debug test run, with every other test waiting on the one serial executor.

  /// `struct State` whose attributes, on the lines just above it, lack `@ObservableState`.
  var statesWithoutObservableState: [Finding] {
    let declaration = /\bstruct State\b/
    return lines.indices.compactMap { index in
      guard lines[index].contains(declaration) else { return nil }
      let attributes = lines[..<index].reversed().prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }
      guard !attributes.contains(where: { $0.contains("@ObservableState") }) else { return nil }
      return Finding(file: file, line: index + 1, message: "struct State is not @ObservableState")
    }
  }

  /// Names declared `@Shared var name`.
  var sharedNames: Set<String> {
    let declaration = /@Shared(?:\([^)]*\))?\s+(?:private\s+)?var\s+(\w+)/
    return Set(lines.compactMap { line in line.firstMatch(of: declaration).map { String($0.1) } })
  }

  /// An assignment to a `@Shared` property, or to a field of it, or a mutating call on it,
  /// through `self.` or `state.`: each runs `Shared`'s setter.
  var sharedSetterUses: [Finding] {
    let names = sharedNames
    let write = /\b(?:self|state)\.(\w+)((?:\.\w+)*)\s*(?:[-+*\/]?=(?!=)|\.(?:append|insert|remove\w*|toggle|formUnion|subtract)\()/
    return lines.indices.compactMap { index in
      let line = lines[index]
      for match in line.matches(of: write) {
        let name = String(match.1)
        if names.contains(name) {
          return Finding(
            file: file, line: index + 1,
            message: "'\(match.0.trimmingCharacters(in: .whitespaces))' sets @Shared \(name) through its setter; use $\(name).withLock { … }"
          )
        }
      }
      return nil
    }
  }

  /// Types that conform to `DependencyKey` in this file without a `testValue` in it.
  var dependencyKeysWithoutTestValue: [Finding] {
    let declaresTestValue = lines.contains { $0.contains(/static (?:let|var) testValue\b/) }
    let conformance = /(?:extension|struct|enum|class)\s+(\w+)\s*:[^{]*\bDependencyKey\b/
    return lines.indices.compactMap { index in
      guard let match = lines[index].firstMatch(of: conformance),
        !declaresTestValue
      else { return nil }
      return Finding(
        file: file, line: index + 1,
        message: "\(match.1) is a DependencyKey without a testValue; add static let testValue = Self() (unimplemented)"
      )
    }
  }
}
