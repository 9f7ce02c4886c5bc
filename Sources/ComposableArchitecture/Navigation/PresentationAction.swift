/// The actions of a presented child: an action inside it, or dismissing it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
///   case alert(PresentationAction<Alert>)
/// }
/// ```
@CaseReflectable
public enum PresentationAction<Action> {
  /// Dismisses the child by setting its state to `nil`. A child that dismisses itself with
  /// `@Dependency(\.dismiss)` sends this.
  case dismiss
  /// An action inside the presented child.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// Written out, as in TCA, so that a case key path can skip `presented`:
  /// `\.destination.edit.saveButtonTapped` stands for
  /// `\.destination.presented.edit.saveButtonTapped`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
      let child = AnyCasePath(keyPath)
      return AnyCasePath(
        embed: { .presented(child.embed($0)) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return child.extract(from: action)
        }
      )
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
