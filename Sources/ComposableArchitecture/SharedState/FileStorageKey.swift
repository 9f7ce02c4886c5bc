import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key for a `Codable` value kept in a JSON file:
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "settings.json")))
  /// var settings = Settings()
  /// ```
  ///
  /// The file is read once, when the first `@Shared` with this key is created, and written
  /// after every change, through the ``Dependencies/DependencyValues/defaultFileStorage``
  /// dependency. JSON is pretty-printed with sorted keys unless you pass an encoder, so files
  /// diff well.
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = decoder ?? JSONDecoder()
    let encoder = encoder ?? .sortedAndPretty
    return fileStorage(
      url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) + Data("\n".utf8) }
    )
  }

  /// A key for a value kept in a file, in a format of your choosing.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    @Dependency(\.defaultFileStorage) var storage
    return FileStorageKey(url: url, storage: storage, decode: decode, encode: encode)
  }
}

/// A key for a value kept in a file; see ``SharedReaderKey/fileStorage(_:decoder:encoder:)``.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data

  public var id: FileStorageKeyID {
    FileStorageKeyID(path: url.standardizedFileURL.path, storage: storage.id)
  }

  public func load(initialValue: Value?) throws -> Value? {
    let data: Data?
    do {
      data = try storage.load(url)
    } catch {
      throw FileStorageError(.read, file: url, reason: "\(error)")
    }
    guard let data else { return nil }
    guard !data.isEmpty else {
      throw FileStorageError(.decode(type: typeName(Value.self)), file: url, reason: "it is empty")
    }
    do {
      return try decode(data)
    } catch {
      throw FileStorageError(
        .decode(type: typeName(Value.self)), file: url, reason: FileStorageError.reason(for: error)
      )
    }
  }

  public func save(_ value: Value) throws {
    do {
      try storage.save(try encode(value), url)
    } catch {
      throw FileStorageError(.write(type: typeName(Value.self)), file: url, reason: "\(error)")
    }
  }
}

/// The id of a ``FileStorageKey``: its file, in its file storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let path: String
  let storage: AnyHashableSendable
}

extension FileStorageKey: DescribedSharedKey {
  var keyDescription: SharedKeyDescription {
    SharedKeyDescription(
      name: url.deletingPathExtension().lastPathComponent,
      text: ".fileStorage(\(url.path))",
      file: url
    )
  }
}

extension FileStorageKey: RecoverableSharedKey {
  func setAsideUnreadableValue() throws -> URL {
    do {
      return try storage.setAside(url)
    } catch {
      throw FileStorageError(.setAside, file: url, reason: "\(error)")
    }
  }
}

extension JSONEncoder {
  /// Sorted keys and indentation: the same value always makes the same bytes.
  fileprivate static var sortedAndPretty: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }
}
