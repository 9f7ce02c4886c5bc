/// Dismisses the feature it is called in: a presented child or a stack element.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .closeButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
///
/// The parent sees the dismissal as an action, `.destination(.dismiss)` for a child presented
/// with `ifLet`, or `.path(.popFrom(id:))` for a stack element run by `forEach`, and the child's
/// effects are cancelled. Call it from an effect; a reducer that is not presented reports an
/// issue instead.
public struct DismissEffect: Sendable {
  /// The closure a test or a `TestStore` gave, if any.
  let dismiss: (@Sendable () async -> Void)?

  /// The dismissal the runtime uses: sends the dismiss action of the child whose effect calls
  /// it.
  public init() {
    dismiss = nil
  }

  /// A dismissal that does something else, e.g. records the call in a test.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = dismiss
  }

  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let dismiss {
      await dismiss()
    } else if let presentation = Self.presentation {
      await presentation.dismiss()
    } else {
      reportIssue(
        "A reducer requested dismissal at \"\(fileID):\(line)\", but couldn't be dismissed: it is not a child presented with \"ifLet\" or a stack element run by \"forEach\". Call \"dismiss()\" only from the effects of a presented feature.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// How the child whose effect is running is dismissed. `ifLet` and `forEach` set it around
  /// each of the child's `.run` effects (see `Reducer.reduceAsChild`), so `dismiss()` reaches
  /// the innermost presented feature, wherever the effect captured the dependency.
  @TaskLocal static var presentation: Presentation?

  /// The dismissal of one presented child. A struct rather than a bare closure: optimized
  /// builds on Linux (Swift 6.3) crash in `swift_task_localValuePush` when a task-local holds an
  /// optional `@MainActor` function directly.
  struct Presentation: Sendable {
    let dismiss: @MainActor @Sendable () -> Void
  }
}

extension DependencyValues {
  /// Dismisses the presented feature that calls it; see ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
