/// SwiftUI's `EditMode`, for a state that holds one, as TCA's Todos does:
/// `var editMode: EditMode = .inactive`. Nothing is edited on screen. It is `CaseIterable`, which
/// SwiftUI's is not, so the shell can type and complete its cases: `\.binding.editMode, .active`.
public enum EditMode: Hashable, Sendable, CaseIterable {
  case inactive
  case transient
  case active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool {
    self != .inactive
  }
}
