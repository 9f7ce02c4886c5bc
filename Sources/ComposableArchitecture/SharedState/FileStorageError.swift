import Foundation

/// Why file storage could not read, decode or write a shared value. Each is one line naming
/// the file.
public struct FileStorageError: Error, CustomStringConvertible, Sendable {
  public enum Operation: Sendable {
    /// Reading the file failed, e.g. for lack of permission.
    case read
    /// The file was read but does not hold a value of the type.
    case decode(type: String)
    /// The value could not be encoded or the file could not be written.
    case write(type: String)
    /// An unreadable file could not be moved out of the way.
    case setAside
  }

  public let operation: Operation
  public let file: URL
  /// What went wrong, in a few words: "it is not valid JSON", "Permission denied".
  public let reason: String

  init(_ operation: Operation, file: URL, reason: String) {
    self.operation = operation
    self.file = file
    self.reason = reason
  }

  public var description: String {
    switch operation {
    case .read: "Could not read \(file.path): \(reason)"
    case let .decode(type): "Could not load \(type) from \(file.path): \(reason)"
    case let .write(type): "Could not save \(type) to \(file.path): \(reason)"
    case .setAside: "Could not set \(file.path) aside: \(reason)"
    }
  }
}

extension FileStorageError {
  /// A short reason for a decoding error of `data`, naming the JSON path it happened at.
  static func reason(for error: any Error, decoding data: Data) -> String {
    guard let error = error as? DecodingError else {
      return "\(error)"
    }
    switch error {
    case let .dataCorrupted(context) where context.codingPath.isEmpty:
      // Foundation's decoder says "not valid JSON" of a number too large for its type too,
      // and names no path: the JSON parser can tell the two apart.
      return (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil
        ? "it is not valid JSON" : "it is valid JSON, but a value in it does not fit its type, such as a number out of range"
    case let .dataCorrupted(context):
      return "the value at \(path(context.codingPath)) is invalid: \(context.debugDescription)"
    case let .keyNotFound(key, context):
      return "it has no value for \(path(context.codingPath + [key]))"
    case let .typeMismatch(type, context):
      return "the value at \(path(context.codingPath)) is not \(displayName(type))"
    case let .valueNotFound(type, context):
      return "the value at \(path(context.codingPath)) is null, not \(displayName(type))"
    @unknown default:
      return "\(error)"
    }
  }

  /// `'count'`, `'items[2].name'`, or `the top level`.
  private static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    var path = ""
    for key in codingPath {
      if let index = key.intValue, key.stringValue == "Index \(index)" {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return "'\(path)'"
  }
}
