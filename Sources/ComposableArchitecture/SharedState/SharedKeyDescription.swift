import Foundation

/// How a key shows itself in tools such as the playground's `shared` command.
public struct SharedKeyDescription: Sendable, Equatable {
  /// A short name: the in-memory key, or the file's name without its extension.
  public let name: String
  /// The key as a feature writes it: `.inMemory("stats")`, `.fileStorage(/…/stats.json)`.
  public let text: String
  /// Where a file-storage key keeps its value.
  public let file: URL?

  init(name: String, text: String, file: URL? = nil) {
    self.name = name
    self.text = text
    self.file = file
  }
}

/// A key that describes itself for tools; other keys show as `String(describing:)`.
protocol DescribedSharedKey {
  var keyDescription: SharedKeyDescription { get }
}

func describe(_ key: any SharedReaderKey) -> SharedKeyDescription {
  if let described = key as? any DescribedSharedKey {
    return described.keyDescription
  }
  let text = String(describing: key)
  return SharedKeyDescription(name: text, text: text)
}
