extension FeatureHost {
  /// The session since the lesson started, as a swift-testing suite named `suiteName`.
  func exportTest(named suiteName: String) throws(ExportError) -> String {
    let generator = TestSourceGenerator(
      suiteName: suiteName,
      initialState: lesson.initialStateSource,
      reducer: lesson.reducerSource,
      fixedDependencies: lesson.uses,
      startingModes: lesson.dependencies.map { option in
        DependencyChoice(name: option.name, mode: option.modes[0].name, override: option.modes[0].override)
      },
      effectsInFlight: !store.runningEffects.isEmpty
    )
    return try generator.source(exportLog.entries)
  }
}
