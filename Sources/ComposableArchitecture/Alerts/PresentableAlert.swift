/// An alert as a host without SwiftUI shows it: the playground's shell prints each alert that
/// appears in state, since a diff line is easy to miss.
public protocol _PresentableAlert {
  var _title: String { get }
  var _message: String? { get }
  /// The buttons' labels; an alert without buttons shows one OK button.
  var _buttonLabels: [String] { get }
}

extension AlertState: _PresentableAlert {
  public var _title: String { title.description }
  public var _message: String? { message?.description }
  public var _buttonLabels: [String] { buttons.isEmpty ? ["OK"] : buttons.map(\.label.description) }
}
