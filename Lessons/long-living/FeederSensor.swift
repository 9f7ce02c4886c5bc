import ComposableArchitecture

extension DependencyValues {
  /// The feeder's motion sensor: a stream of the species of each bird that lands, which never
  /// finishes while the sensor is on.
  var feederSensor: @Sendable () async -> any AsyncSequence<String, Never> {
    get { self[FeederSensorKey.self] }
    set { self[FeederSensorKey.self] = newValue }
  }
}

private enum FeederSensorKey: DependencyKey {
  /// There is no feeder here: the live sensor is a garden simulated on the injected clock.
  static let liveValue: @Sendable () async -> any AsyncSequence<String, Never> = {
    landings(FeederSensor.garden)
  }

  /// Unimplemented: a test that starts listening without overriding the sensor fails.
  static let testValue: @Sendable () async -> any AsyncSequence<String, Never> = unimplemented(
    "feederSensor", placeholder: AsyncStream<String>.finished
  )
}

/// The simulated gardens the sensor watches.
enum FeederSensor {
  /// A robin 2s after the sensor starts, a sparrow 1s later, a blue tit 4s after that, and
  /// round again.
  static let garden: [(after: Duration, species: String)] = [
    (.seconds(2), "robin"), (.seconds(1), "sparrow"), (.seconds(4), "blue tit"),
  ]

  /// A sparrow every second.
  static let sparrows: [(after: Duration, species: String)] = [(.seconds(1), "sparrow")]
}

/// The birds of `visits`, each after its wait on the injected clock, round and round; the
/// stream ends only when the task listening to it is cancelled.
///
/// The clock is the one injected where the feature asks for the stream, looked up once: a
/// sensor runs all day, and resolving a dependency for every bird was much of what a bird
/// cost beside a timer's tick (docs/benchmarks.md, growth).
func landings(_ visits: [(after: Duration, species: String)]) -> AsyncStream<String> {
  @Dependency(\.continuousClock) var injectedClock
  let clock = injectedClock
  let next = LockIsolated(0)
  return AsyncStream(unfolding: {
    let visit = next.withValue { index in
      defer { index = (index + 1) % visits.count }
      return visits[index]
    }
    do {
      try await clock.sleep(for: visit.after)
    } catch {
      return nil
    }
    return visit.species
  })
}
