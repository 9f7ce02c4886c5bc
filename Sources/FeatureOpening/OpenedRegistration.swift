/// The generated registration, after the root feature's file: the root feature as a `Lesson` in the chapter of its own that
/// `lessons` lists it under, with a mode list for each dependency the files declare, and the
/// request and fingerprint the running build compares a new `open` with.
struct OpenedRegistration {
  let request: OpenRequest
  let root: RootFeature
  let lessonID: String
  let dependencies: [FeatureScan.Dependency]
  let shownPaths: [String]

  func source(fingerprint: String) -> String {
    let literal = OpenPlan.stringLiteral
    let name = root.reducer.name
    let reducer = root.reducer.isEnum ? "\(name).body" : "\(name)()"
    let from = shownPaths.count == 1 ? shownPaths[0] : "\(shownPaths.count) files"
    return """

      // The registration of \(name) as a lesson, by `tca-playground open`.
      import ComposableArchitecture
      import LessonRegistry

      extension Registry {
        var opened: OpenedFeature? {
          OpenedFeature(
            fingerprint: \(literal(fingerprint)),
            arguments: [\(request.arguments.map(literal).joined(separator: ", "))],
            lesson: Lesson(
              id: \(literal(lessonID)),
              title: \(literal("\(name), opened from \(from)")),
              summary: \(literal("\(name) from \(from), opened with 'open'")),
              dependencies: [\(dependencies.map(option).joined())],
              initialState: { \(root.initialState) },
              initialStateSource: \(literal(root.initialState)),
              reducer: { \(reducer) },
              reducerSource: \(literal(reducer))
            ).inChapter(\(literal(OpenPlan.chapter))).inModule("OpenedFeatures")
          )
        }
      }

      """
  }

  /// The modes of one dependency: its live value where the files give one, its preview
  /// value, and its test value, which an unimplemented client's calls fail in.
  private func option(_ dependency: FeatureScan.Dependency) -> String {
    let key = dependency.key
    var modes: [(name: String, summary: String, value: String)] = []
    if dependency.hasLiveValue {
      modes.append(("live", "\(key).liveValue, from the opened files", "liveValue"))
    } else {
      modes.append((
        "unimplemented",
        "no live value here: \(key).testValue, each call fails as an unimplemented dependency does in a test",
        "testValue"
      ))
    }
    modes.append(("preview", "\(key).previewValue", "previewValue"))
    if dependency.hasLiveValue {
      modes.append(("test", "\(key).testValue, as a TestStore has it", "testValue"))
    }
    let literal = OpenPlan.stringLiteral
    let lines = modes.map { mode in
      let assignment = "$0.\(dependency.name) = \(key).\(mode.value)"
      return "\n          .init(\(literal(mode.name)), \(literal(mode.summary)), override: \(literal(assignment))) { \(assignment) },"
    }
    return "\n        DependencyOption(\(literal(dependency.name)), modes: [\(lines.joined())\n        ]),"
  }
}
