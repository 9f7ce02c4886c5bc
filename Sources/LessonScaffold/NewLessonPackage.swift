import PlaygroundPackage

extension PackageRoot {
  /// The package `new` writes into: `--package PATH` when given, else the one this program was
  /// built from. A folder that is not the playground's package is bad usage (exit status 2).
  public static func forNewLesson(_ option: String?) throws(ScaffoldError) -> PackageRoot {
    do {
      return try find(option: option, for: "new")
    } catch {
      throw .usage(error.description)
    }
  }
}
