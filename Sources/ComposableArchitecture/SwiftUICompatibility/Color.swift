/// SwiftUI's `Color`, for the states and actions that hold one: `var circleColor = Color.black`,
/// `case setColor(Color)`, SyncUps' `Color(theme.rawValue)`.
///
/// Nothing is drawn: a colour is a value that dumps as custom-dump dumps SwiftUI's,
/// `Color.red`, and two colours are equal when they are written the same way.
public struct Color: Hashable, Sendable, CustomDumpStringConvertible {
  /// How the colour was written, after `Color`: `.red`, `("bubblegum")`.
  let written: String

  init(written: String) {
    self.written = written
  }

  public var customDumpDescription: String { "Color\(written)" }

  /// A colour from an asset catalog, by name.
  public init(_ name: String) {
    self.init(written: "(\(String(reflecting: name)))")
  }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(written: "(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))")
  }

  public init(white: Double, opacity: Double = 1) {
    self.init(written: "(white: \(white), opacity: \(opacity))")
  }

  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(
      written: "(hue: \(hue), saturation: \(saturation), brightness: \(brightness), opacity: \(opacity))"
    )
  }

  public func opacity(_ opacity: Double) -> Self {
    Self(written: "\(written).opacity(\(opacity))")
  }

  public static let accentColor = Self(written: ".accentColor")
  public static let black = Self(written: ".black")
  public static let blue = Self(written: ".blue")
  public static let brown = Self(written: ".brown")
  public static let clear = Self(written: ".clear")
  public static let cyan = Self(written: ".cyan")
  public static let gray = Self(written: ".gray")
  public static let green = Self(written: ".green")
  public static let indigo = Self(written: ".indigo")
  public static let mint = Self(written: ".mint")
  public static let orange = Self(written: ".orange")
  public static let pink = Self(written: ".pink")
  public static let primary = Self(written: ".primary")
  public static let purple = Self(written: ".purple")
  public static let red = Self(written: ".red")
  public static let secondary = Self(written: ".secondary")
  public static let teal = Self(written: ".teal")
  public static let white = Self(written: ".white")
  public static let yellow = Self(written: ".yellow")

  /// The named colours above by name, as a shell types them: `.red`.
  package static let named: [String: Color] = [
    "accentColor": .accentColor, "black": .black, "blue": .blue, "brown": .brown, "clear": .clear,
    "cyan": .cyan, "gray": .gray, "green": .green, "indigo": .indigo, "mint": .mint, "orange": .orange,
    "pink": .pink, "primary": .primary, "purple": .purple, "red": .red, "secondary": .secondary,
    "teal": .teal, "white": .white, "yellow": .yellow,
  ]
}
