import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key for a small value kept under a name, as SwiftUI's `@AppStorage` keeps it:
  ///
  /// ```swift
  /// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
  /// ```
  ///
  /// In swift-sharing the value lives in `UserDefaults`, which Linux's Foundation has only as
  /// an in-memory stand-in. Here every app-storage value lives in one JSON object, in the file
  /// `app-storage.json` in the ``Dependencies/DependencyValues/dataDirectory`` folder (the
  /// playground's data folder), one property per key, read and written through the
  /// ``Dependencies/DependencyValues/defaultFileStorage`` dependency, so tests keep it in memory.
  /// The other differences: a value stored with another type reads as missing, as in
  /// `UserDefaults`, and is replaced by the next change; and a change made to the file by
  /// another process is not seen until the key is loaded again.
  ///
  /// Bool, Int, Double, String, Data, URL, Date, their optionals, arrays of strings, and any
  /// other `Codable` value work, as does a `RawRepresentable` whose raw value is an `Int` or a
  /// `String`, which is stored as its raw value.
  public static func appStorage<Value: Codable & Sendable>(_ key: String) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(key: key, encode: { $0 }, decode: { $0 })
  }

  /// A key for a `RawRepresentable` value kept under a name, stored as its raw value.
  @_disfavoredOverload
  public static func appStorage<Value: RawRepresentable & Sendable>(_ key: String) -> Self
  where Value.RawValue: Codable & Sendable, Self == AppStorageKey<Value> {
    AppStorageKey(key: key, encode: { $0.rawValue }, decode: { Value(rawValue: $0) })
  }

  /// A key for an optional `RawRepresentable` value kept under a name.
  @_disfavoredOverload
  public static func appStorage<Wrapped: RawRepresentable & Sendable>(_ key: String) -> Self
  where Wrapped.RawValue: Codable & Sendable, Self == AppStorageKey<Wrapped?> {
    AppStorageKey(key: key, encode: { $0?.rawValue }, decode: { $0.map { Wrapped(rawValue: $0) } })
  }
}

/// A key for a value kept under a name in the app's storage file; see
/// ``SharedReaderKey/appStorage(_:)-(String)``.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  let file: URL
  let storage: FileStorage
  private let encode: @Sendable (Value) throws -> Data
  private let decode: @Sendable (Data) -> Value?

  init<Stored: Codable & Sendable>(
    key: String,
    encode: @escaping @Sendable (Value) -> Stored,
    decode: @escaping @Sendable (Stored) -> Value?
  ) {
    @Dependency(\.dataDirectory) var dataDirectory
    @Dependency(\.defaultFileStorage) var storage
    self.key = key
    self.file = dataDirectory.appending(component: "app-storage.json")
    self.storage = storage
    self.encode = { try JSONEncoder().encode(encode($0)) }
    self.decode = { data in (try? JSONDecoder().decode(Stored.self, from: data)).flatMap(decode) }
  }

  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, file: FileStorageKeyID(path: file.standardizedFileURL.path, storage: storage.id))
  }

  public func load(initialValue: Value?) throws -> Value? {
    guard let stored = try readObject()[key] else { return nil }
    let data = try JSONSerialization.data(withJSONObject: stored, options: .fragmentsAllowed)
    return decode(data)
  }

  public func save(_ value: Value) throws {
    // Every key's save reads and rewrites the one file, so saves of different keys take turns.
    try appStorageFileLock.withLock {
      var object = try readObject()
      do {
        object[key] = try JSONSerialization.jsonObject(with: try encode(value), options: .fragmentsAllowed)
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try storage.save(data + Data("\n".utf8), file)
      } catch {
        throw FileStorageError(.write(type: displayName(Value.self)), file: file, reason: "\(error)")
      }
    }
  }

  /// The file's object, or an empty one when there is no file.
  private func readObject() throws -> [String: Any] {
    let data: Data?
    do {
      data = try storage.load(file)
    } catch {
      throw FileStorageError(.read, file: file, reason: "\(error)")
    }
    guard let data else { return [:] }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw FileStorageError(.decode(type: "app storage"), file: file, reason: "it is not a JSON object")
    }
    return object
  }
}

private let appStorageFileLock = NSLock()

/// The id of an ``AppStorageKey``: its name, in its storage file.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let file: FileStorageKeyID
}

extension AppStorageKey: DescribedSharedKey {
  var keyDescription: SharedKeyDescription {
    SharedKeyDescription(name: key, text: ".appStorage(\(oneLineDump(key)))", file: file)
  }
}

extension AppStorageKey: RecoverableSharedKey {
  /// Sets the whole storage file aside: it is one JSON object, unreadable for every key.
  func setAsideUnreadableValue() throws -> URL {
    do {
      return try storage.setAside(file)
    } catch {
      throw FileStorageError(.setAside, file: file, reason: "\(error)")
    }
  }
}
