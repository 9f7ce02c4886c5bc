import Dependencies
import Foundation

extension DependencyValues {
  /// The folder an app keeps its files in on Linux, where Foundation has no app container:
  /// ``Foundation/URL/documentsDirectory`` is its `Documents` folder.
  ///
  /// The playground sets it to its data folder (`--data-dir`), so a lesson's
  /// `.fileStorage(.documentsDirectory.appending(component: "stats.json"))` lands there. An
  /// app run outside the playground uses `$XDG_DATA_HOME/<program name>`.
  public var dataDirectory: URL {
    get { self[DataDirectoryKey.self] }
    set { self[DataDirectoryKey.self] = newValue }
  }
}

private enum DataDirectoryKey: DependencyKey {
  static var liveValue: URL {
    let environment = ProcessInfo.processInfo.environment
    return URL.xdgDataHome(environment: environment)
      .appending(component: ProcessInfo.processInfo.processName, directoryHint: .isDirectory)
  }
  /// Tests use in-memory file storage, so nothing is written here unless a test asks for the
  /// real file system, and then it sets its own folder.
  static var testValue: URL {
    FileManager.default.temporaryDirectory.appending(component: "tca-tests", directoryHint: .isDirectory)
  }
}

extension URL {
  /// `$XDG_DATA_HOME`, or `~/.local/share` when it is unset or not absolute, as the XDG base
  /// directory specification says.
  public static func xdgDataHome(environment: [String: String]) -> URL {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data, isDirectory: true)
    }
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home, isDirectory: true).appending(path: ".local/share", directoryHint: .isDirectory)
  }
}

#if !canImport(Darwin)
  extension URL {
    /// The app's documents folder: `Documents` in the
    /// ``Dependencies/DependencyValues/dataDirectory`` dependency. Foundation has this only
    /// on Apple platforms.
    ///
    /// It is read from the dependencies in effect where it is used, so use it in a computed
    /// key (`static var stats: Self { … }`), not in a `static let`, which would keep the
    /// first folder it saw.
    public static var documentsDirectory: URL {
      @Dependency(\.dataDirectory) var dataDirectory
      return dataDirectory.appending(component: "Documents", directoryHint: .isDirectory)
    }
  }
#endif
