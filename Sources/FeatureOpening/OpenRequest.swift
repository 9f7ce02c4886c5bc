import Foundation

/// What `open` was asked: the files and folders, and the choices that override what it finds.
public struct OpenRequest: Equatable, Sendable {
  /// Swift files, or folders whose Swift files (at any depth) are all opened.
  public var paths: [String]
  /// `--feature NAME`: the root feature, when several are embedded by none.
  public var feature: String?
  /// `--state EXPR`: the first state, when the root's `State` has no `init()`.
  public var state: String?

  public init(paths: [String], feature: String? = nil, state: String? = nil) {
    self.paths = paths
    self.feature = feature
    self.state = state
  }

  /// The request with its paths made absolute against `folder`, so it means the same from any
  /// folder: what the generated registration keeps for `:reload`.
  public func resolved(against folder: URL) -> OpenRequest {
    var request = self
    request.paths = paths.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL.path }
    return request
  }

  /// The request as `open`'s arguments: the paths, then the options given.
  public var arguments: [String] {
    paths + (feature.map { ["--feature", $0] } ?? []) + (state.map { ["--state", $0] } ?? [])
  }
}
