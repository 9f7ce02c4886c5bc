import ComposableArchitecture

/// The system's settings page for this app, the one place a denied microphone can be allowed
/// again. A terminal has no such page, so the live value does nothing; a test overrides it to
/// see that an alert's button reached it, and `@DependencyClient` makes the endpoint fail any
/// other test that calls it.
@DependencyClient
struct AppSettings {
  var openMicrophonePage: @Sendable () async -> Void
}

extension AppSettings: DependencyKey {
  static let liveValue = Self(openMicrophonePage: {})
  static let testValue = Self()
}

extension DependencyValues {
  /// The page's one endpoint, as the features call it: the walk's detail here, and the voice
  /// memos' permission alert.
  var openSettings: @Sendable () async -> Void {
    get { self[AppSettings.self].openMicrophonePage }
    set { self[AppSettings.self].openMicrophonePage = newValue }
  }
}
