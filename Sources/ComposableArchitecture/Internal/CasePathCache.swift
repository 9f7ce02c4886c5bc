import CasePaths
import Foundation

extension AnyCasePath {
  /// `AnyCasePath(keyPath)`, made once for each case key path. A reducer's `body` is built for
  /// every action the store reduces, and with it every `Scope`, `ifCaseLet` and `forEach` in
  /// it; making a case path walks the key path's components through `Case`, each time.
  init(cached keyPath: CaseKeyPath<Root, Value>) {
    if let path = CasePathCache.shared.path(for: keyPath) as? Self {
      self = path
      return
    }
    self.init(keyPath)
    CasePathCache.shared.keep(self, for: keyPath)
  }
}

/// The case paths made so far, by key path: as many as the features' bodies write. Unchecked
/// `Sendable`: the lock guards the paths; a key path is immutable, though not `Sendable`.
private final class CasePathCache: @unchecked Sendable {
  static let shared = CasePathCache()
  private let lock = NSLock()
  private var paths: [AnyKeyPath: any Sendable] = [:]

  func path(for keyPath: AnyKeyPath) -> (any Sendable)? {
    lock.withLock { paths[keyPath] }
  }

  func keep(_ path: any Sendable, for keyPath: AnyKeyPath) {
    lock.withLock { paths[keyPath] = path }
  }
}
