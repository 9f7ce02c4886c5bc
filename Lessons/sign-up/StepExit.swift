import ComposableArchitecture

extension Effect {
  /// Where a step goes once its input is fine. Pushed by the flow, it tells its parent it is
  /// finished, and the parent decides what comes next; presented by the review to correct a
  /// detail, it closes itself, and the review is on screen again.
  static func leaveStep(returnsToReview: Bool, dismiss: DismissEffect, finished: Action) -> Self {
    returnsToReview ? .run { _ in await dismiss() } : .send(finished)
  }
}
