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
  /// collide across features and typos go unnoticed.
  ///
  /// - Parameter cancelInFlight: Cancel any in-flight effect with the same id before starting
  ///   this one.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    Self(operation: .cancellable(self, _CancelID(id), cancelInFlight: cancelInFlight))
  }

  /// An effect that cancels any in-flight effect with the given id.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(_CancelID(id)))
  }
}

/// A cancel id, keyed by the id's type as well as its value, as in TCA.
public struct _CancelID: Hashable, Sendable {
  let discriminator: ObjectIdentifier
  let id: AnyHashableSendable
  /// The id as the user wrote it, for messages.
  public let base: any Hashable & Sendable

  init(_ id: some Hashable & Sendable) {
    self.discriminator = ObjectIdentifier(type(of: id))
    self.id = AnyHashableSendable(id)
    self.base = id
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.discriminator == rhs.discriminator && lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(discriminator)
    hasher.combine(id)
  }
}
