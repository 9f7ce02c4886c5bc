import ComposableArchitecture

/// The reading text size, in points, and the sizes the app offers.
enum TextSize {
  static let standard = 16
  static let range = 10...32
  static let step = 2
}

extension SharedKey where Self == AppStorageKey<Int>.Default {
  /// The text size under `readingTextSize` in user defaults, kept across launches.
  ///
  /// A user-defaults key is a plain string, global to the app. Declare it here, once: a place
  /// that wrote `@Shared(.appStorage("readingTextsize"))` by hand would compile, and read and
  /// write a value of its own that no other screen sees.
  static var textSize: Self {
    Self[.appStorage("readingTextSize"), default: TextSize.standard]
  }
}
