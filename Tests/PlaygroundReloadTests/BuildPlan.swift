import Foundation
import PlaygroundPackage
import PlaygroundReload

/// What SwiftPM ran to build the package's `tca-playground` in one configuration, read from its
/// plan, `.build/<configuration>.yaml`, and the executable's list of objects: what another
/// package needs to compile against the same modules and link the same objects.
struct BuildPlan {
  /// Each command's arguments, by the module it compiles or links, for the build's own
  /// platform (not a tool's): `Lessons`, `tca-playground.exe`.
  let arguments: [String: [String]]
  /// `.build/<configuration>`.
  let folder: URL
}

extension BuildPlan {
  /// The plan of `package`'s last build in `configuration`.
  init(package: PackageRoot, configuration: BuildConfiguration) throws {
    let plan = package.file(".build/\(configuration.rawValue).yaml")
    guard let text = try? String(contentsOf: plan, encoding: .utf8) else {
      throw PrebuiltPackageCopy.Unusable(description: "no build plan at \(plan.path): build the package first")
    }
    folder = package.file(".build/\(configuration.rawValue)")
    // `.build/debug` links to `<triple>/debug`.
    let target = try FileManager.default.destinationOfSymbolicLink(atPath: folder.path)
    let triple = target.split(separator: "/").first.map(String.init) ?? target
    arguments = Self.arguments(in: text, suffix: "-\(triple)-\(configuration.rawValue)")
  }

  /// The plan's commands are YAML maps keyed by `"C.<module><suffix>.<kind>"`, where the suffix
  /// names the triple and the configuration, each with an `args:` line holding a JSON array. A
  /// tool's commands, built for the host, end `<suffix>-tool.<kind>` and are left out.
  static func arguments(in plan: String, suffix: String) -> [String: [String]] {
    var arguments: [String: [String]] = [:]
    var command: String?
    for line in plan.split(separator: "\n") {
      if line.hasPrefix("  \"C."), line.hasSuffix("\":") {
        command = Self.name(of: line.dropFirst(5).dropLast(2), suffix: suffix)
      } else if let name = command, line.hasPrefix("    args: "),
        let args = try? JSONDecoder().decode([String].self, from: Data(line.dropFirst(10).utf8))
      {
        arguments[name] = args
        command = nil
      }
    }
    return arguments
  }

  /// `Lessons` for `Lessons<suffix>.module`, `tca-playground.exe` for the link, nil for others.
  static func name(of key: Substring, suffix: String) -> String? {
    guard let dot = key.lastIndex(of: "."), key[..<dot].hasSuffix(suffix) else { return nil }
    let module = String(key[..<dot].dropLast(suffix.count))
    let kind = key[key.index(after: dot)...]
    return kind == "module" ? module : "\(module).\(kind)"
  }

  /// The flags of `module`'s compile that find other modules: import paths, the C modules'
  /// maps, the macro plugins.
  func moduleFlags(of module: String) throws -> [String] {
    let args = try command(module)
    var flags: [String] = []
    var index = args.startIndex
    while index < args.endIndex - 1 {
      if ["-I", "-Xcc", "-Xfrontend"].contains(args[index]) {
        flags += [args[index], args[index + 1]]
        index += 2
      } else {
        index += 1
      }
    }
    return flags
  }

  /// The link's library flags: `-L`, `-l`.
  func libraryFlags() throws -> [String] {
    let args = try command("tca-playground.exe")
    var flags: [String] = []
    for (index, arg) in args.enumerated() {
      if arg == "-L", index + 1 < args.endIndex {
        flags += [arg, args[index + 1]]
      } else if arg.hasPrefix("-l") || (arg.hasPrefix("-L") && arg != "-L") {
        flags.append(arg)
      }
    }
    return flags
  }

  /// The executable's objects but those of the modules a copy compiles itself, `Lessons`
  /// (unless `includingLessons`), `OpenedFeatures` and `tca-playground`'s own.
  func prebuiltObjects(includingLessons: Bool = false) throws -> [String] {
    let list = folder.appending(path: "tca-playground.product/Objects.LinkFileList")
    guard let text = try? String(contentsOf: list, encoding: .utf8) else {
      throw PrebuiltPackageCopy.Unusable(description: "no list of objects at \(list.path): build tca-playground first")
    }
    let compiled = ["/OpenedFeatures.build/", "/tca_playground.build/"] + (includingLessons ? [] : ["/Lessons.build/"])
    return text.split(separator: "\n").map(String.init).filter { object in
      !compiled.contains { object.contains($0) }
    }
  }

  private func command(_ name: String) throws -> [String] {
    guard let args = arguments[name] else {
      throw PrebuiltPackageCopy.Unusable(description: "the build plan has no command for \(name)")
    }
    return args
  }
}
