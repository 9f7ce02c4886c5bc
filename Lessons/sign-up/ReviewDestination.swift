import ComposableArchitecture

extension ReviewStep {
  /// What the review can show over itself: one step as a sheet, to correct a detail, or the
  /// alert that thanks the volunteer.
  @Reducer
  enum Destination {
    case account(AccountStep)
    case alert(AlertState<Never>)
    case profile(ProfileStep)
    case shifts(ShiftsStep)
  }
}

extension ReviewStep.Destination.State: Equatable {}
