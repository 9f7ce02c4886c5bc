extension Effect {
  /// Makes the effect cancellable with ``cancel(id:)``.
  ///
  /// ```swift
  /// enum CancelID { case timer }
  ///
  /// return .run { send in … }
  ///   .cancellable(id: CancelID.timer, cancelInFlight: true)
  /// ```
  ///
  /// Ids are keyed by their type as well as their value, so two features' private
  /// `enum CancelID { case timer }` never collide. Prefer such an enum to a string: strings
  /// collide across features and typos go unnoticed. Ids are also scoped to the stack element
  /// or presented child whose reducer returns the effect, as in TCA, so siblings never cancel
  /// each other's effects.
  ///
  /// - Parameter cancelInFlight: Cancel any in-flight effect with the same id before starting
  ///   this one.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    Self(operation: .cancellable(self, _CancelID(id), cancelInFlight: cancelInFlight))
  }

  /// An effect that cancels any in-flight effect with the given id.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(_CancelID(id), .cancel))
  }
}

/// A cancel id, keyed by the id's type as well as its value, and by the navigation path of the
/// feature that made it, as in TCA.
public struct _CancelID: Hashable, Sendable {
  let discriminator: ObjectIdentifier
  let id: AnyHashableSendable
  let navigationIDPath: NavigationIDPath
  /// The id as the user wrote it, for messages.
  public let base: any Hashable & Sendable
  /// Made by the runtime, not by a feature: left out of ``RunningEffect/cancelIDs``.
  let isInternal: Bool

  /// An id of the feature whose reducer is running.
  init(_ id: some Hashable & Sendable) {
    self.init(id, at: DependencyValues._current.navigationIDPath, isInternal: false)
  }

  init(_ id: some Hashable & Sendable, at navigationIDPath: NavigationIDPath, isInternal: Bool) {
    self.discriminator = ObjectIdentifier(type(of: id))
    self.id = AnyHashableSendable(id)
    self.navigationIDPath = navigationIDPath
    self.base = id
    self.isInternal = isInternal
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.discriminator == rhs.discriminator && lhs.id == rhs.id
      && lhs.navigationIDPath == rhs.navigationIDPath
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(discriminator)
    hasher.combine(id)
    hasher.combine(navigationIDPath)
  }
}
