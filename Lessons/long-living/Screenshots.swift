import ComposableArchitecture

extension DependencyValues {
  /// A stream of the screenshots the user takes, one `()` each.
  var screenshots: @Sendable () async -> any AsyncSequence<Void, Never> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

private enum ScreenshotsKey: DependencyKey {
  /// TCA's case study listens to `UIApplication.userDidTakeScreenshotNotification`. The
  /// playground has no screen: the live value is a user taking screenshots on the injected
  /// clock, 3s, 1s and 6s apart, over and over.
  static let liveValue: @Sendable () async -> any AsyncSequence<Void, Never> = {
    screenshots(apart: [.seconds(3), .seconds(1), .seconds(6)])
  }

  /// Unimplemented: a test that starts the effect without overriding `screenshots` fails.
  static let testValue: @Sendable () async -> any AsyncSequence<Void, Never> = unimplemented(
    "screenshots", placeholder: AsyncStream<Void>.finished
  )
}

/// Screenshots taken at the given intervals on the injected clock, cycling through them; the
/// stream ends when the task listening to it is cancelled.
func screenshots(apart intervals: [Duration]) -> AsyncStream<Void> {
  let next = LockIsolated(0)
  return AsyncStream(unfolding: {
    @Dependency(\.continuousClock) var clock
    let interval = next.withValue { index in
      defer { index = (index + 1) % intervals.count }
      return intervals[index]
    }
    do {
      try await clock.sleep(for: interval)
    } catch {
      return nil
    }
    return ()
  })
}
