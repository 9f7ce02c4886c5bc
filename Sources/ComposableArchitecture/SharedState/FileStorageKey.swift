import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting

extension SharedReaderKey {
  /// A key for a `Codable` value kept in a JSON file:
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "settings.json")))
  /// var settings = Settings()
  /// ```
  ///
  /// The file is read when the first `@Shared` with this key is created, and again when it
  /// changes outside the app (the playground looks between commands). A change is written at
  /// once, and changes in the second after it are written together when that second ends, as
  /// swift-sharing does, through the ``Dependencies/DependencyValues/defaultFileStorage``
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
  /// When to write, and what was last read or written; see ``FileStorageWrites``.
  let writes = FileStorageWrites()

  public var id: FileStorageKeyID {
    FileStorageKeyID(path: url.standardizedFileURL.path, storage: storage.id)
  }

  public func load(initialValue: Value?) throws -> Value? {
    let data = try read()
    writes.loaded(data)
    return try decoded(data)
  }

  private func read() throws -> Data? {
    do {
      return try storage.load(url)
    } catch {
      throw FileStorageError(.read, file: url, reason: "\(error)")
    }
  }

  private func decoded(_ data: Data?) throws -> Value? {
    guard let data else { return nil }
    guard !data.isEmpty else {
      throw FileStorageError(.decode(type: displayName(Value.self)), file: url, reason: "it is empty")
    }
    do {
      return try decode(data)
    } catch {
      throw FileStorageError(
        .decode(type: displayName(Value.self)), file: url, reason: FileStorageError.reason(for: error, decoding: data)
      )
    }
  }

  /// Writes the first change at once, and the latest of the changes that follow within a
  /// second when that second ends, as swift-sharing does; see ``FileStorageWrites``.
  public func save(_ value: Value) throws {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      throw FileStorageError(.write(type: displayName(Value.self)), file: url, reason: "\(error)")
    }
    try writes.save(
      data, to: file, asyncAfter: storage.asyncAfter, backstop: storage.backstop, report: { reportIssue("\($0)") }
    )
  }

  /// The key's file, as ``FileStorageWrites`` reaches it.
  private var file: FileStorageWrites.File {
    let (storage, url, type) = (storage, url, displayName(Value.self))
    return FileStorageWrites.File(
      write: { data in
        do {
          try storage.save(data, url)
        } catch {
          throw FileStorageError(.write(type: type), file: url, reason: "\(error)")
        }
      },
      read: { try storage.load(url) },
      describe: url.path
    )
  }
}

extension FileStorageKey: WatchedSharedKey {
  var hasPendingSave: Bool { writes.hasPendingWrite }

  func flushPendingSave() throws {
    try writes.flush(file)
  }

  func adoptStoredValue() {
    writes.loaded(try? read())
  }

  func loadOutsideChange() throws -> Value?? {
    guard let change = writes.outsideChange(try read()) else { return .none }
    return .some(try decoded(change))
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
