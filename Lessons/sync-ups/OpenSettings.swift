import ComposableArchitecture

extension DependencyValues {
  /// Opens the app's page in the Settings app, where a user can allow speech recognition again.
  /// A terminal has no Settings app, so the live value does nothing; tests override it to see
  /// that it was called.
  var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }

  private enum OpenSettingsKey: DependencyKey {
    static let liveValue: @Sendable () async -> Void = {}
    static let testValue: @Sendable () async -> Void = unimplemented(#"@Dependency(\.openSettings)"#)
  }
}
