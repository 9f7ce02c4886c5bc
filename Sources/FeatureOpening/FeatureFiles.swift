import Foundation

/// The Swift files `open` reads: each path given, or every `.swift` file under a folder given,
/// in path order. They are read where they are and never changed.
public struct FeatureFile: Equatable, Sendable {
  /// Absolute: the compiler's errors name it (see ``OpenPlan/sourcePaths``).
  public let path: String
  /// As the user named it (a folder's files under the folder's name), for `--explain`.
  public let shownPath: String
  public let text: String

  /// The files of `paths`, relative to `folder` unless absolute.
  public static func read(_ paths: [String], from folder: URL) throws(OpenError) -> [FeatureFile] {
    guard !paths.isEmpty else { throw OpenError("open needs a Swift file or a folder, e.g. open Counter.swift") }
    var files: [FeatureFile] = []
    for path in paths {
      let url = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw OpenError("open: no file or folder \(path)")
      }
      if isFolder.boolValue {
        let found = swiftFiles(under: url)
        guard !found.isEmpty else { throw OpenError("open: the folder \(path) holds no Swift file") }
        for file in found {
          let inside = String(file.path.dropFirst(url.path.count)).drop { $0 == "/" }
          files.append(try read(file, shownAs: (path.hasSuffix("/") ? path : path + "/") + inside))
        }
      } else {
        guard url.pathExtension == "swift" else { throw OpenError("open: \(path) is not a Swift file (.swift)") }
        files.append(try read(url, shownAs: path))
      }
    }
    var seen: Set<String> = []
    return files.filter { seen.insert($0.path).inserted }
  }

  private static func read(_ url: URL, shownAs shown: String) throws(OpenError) -> FeatureFile {
    guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
      throw OpenError("open: cannot read \(shown) as UTF-8 text")
    }
    return FeatureFile(path: url.path, shownPath: shown, text: text)
  }

  private static func swiftFiles(under folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }
}
