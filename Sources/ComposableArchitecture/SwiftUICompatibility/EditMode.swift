/// SwiftUI's `EditMode`, for a state that holds one, as TCA's Todos does:
/// `var editMode: EditMode = .inactive`. Nothing is edited on screen.
public enum EditMode: Hashable, Sendable {
  case inactive
  case transient
  case active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool {
    self != .inactive
  }
}
