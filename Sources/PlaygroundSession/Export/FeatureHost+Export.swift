@_spi(Playground) import ComposableArchitecture

extension FeatureHost {
  /// The session since the lesson started: its log, and whether effects are still running.
  var exportSession: TestSourceGenerator.Session {
    TestSourceGenerator.Session(
      entries: exportLog.entries, effectsInFlight: !store.runningEffects.isEmpty,
      receivedActionsLeft: store.testStore.map { !$0.pendingReceivedActions.isEmpty } ?? false
    )
  }
}

extension TestSourceGenerator {
  /// A generator for the tests of `lesson`'s feature.
  init(lesson: Lesson, suiteName: String) {
    self.init(
      suiteName: suiteName,
      initialState: lesson.initialStateSource,
      reducer: lesson.reducerSource,
      fixedDependencies: lesson.uses,
      startingModes: lesson.dependencies.map { option in
        DependencyChoice(name: option.name, mode: option.modes[0].name, override: option.modes[0].override)
      }
    )
  }
}
