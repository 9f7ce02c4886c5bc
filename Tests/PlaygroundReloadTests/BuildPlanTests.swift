import Foundation
import Testing

/// How ``BuildPlan`` reads SwiftPM's plan: the target's commands by module, a tool's left out.
@Suite struct BuildPlanTests {
  static let plan = """
    commands:
      "C.Lessons-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/p/Lessons/A.swift"]
        description: "Compiling Swift Module 'Lessons' (1 sources)"
        args: ["swiftc","-module-name","Lessons","-I","/p/.build/debug/Modules","-Xcc","-fmodule-map-file=/m.modulemap","-Xfrontend","-load-plugin-executable","-Xfrontend","/p/M-tool#M","-Onone","/p/Lessons/A.swift"]

      "C.Lessons-x86_64-unknown-linux-gnu-debug-tool.module":
        tool: shell
        args: ["swiftc","-module-name","Lessons","-I","/p/.build/debug/Modules-tool"]

      "C.tca-playground-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        args: ["swiftc","-L/usr/lib","-ledit","-L","/p/.build/debug","-o","/p/.build/debug/tca-playground","-g"]

    """

  @Test func readsTheTargetsCommandsByModule() {
    let arguments = BuildPlan.arguments(in: Self.plan, suffix: "-x86_64-unknown-linux-gnu-debug")
    #expect(arguments.keys.sorted() == ["Lessons", "tca-playground.exe"])
    #expect(arguments["Lessons"]?.contains("/p/.build/debug/Modules") == true)
    #expect(arguments["Lessons"]?.contains("/p/.build/debug/Modules-tool") == false)
  }

  @Test func keepsTheFlagsThatFindModulesAndLibraries() throws {
    let plan = BuildPlan(
      arguments: BuildPlan.arguments(in: Self.plan, suffix: "-x86_64-unknown-linux-gnu-debug"), folder: URL(filePath: "/p/.build/debug")
    )
    #expect(
      try plan.moduleFlags(of: "Lessons") == [
        "-I", "/p/.build/debug/Modules", "-Xcc", "-fmodule-map-file=/m.modulemap",
        "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/p/M-tool#M",
      ]
    )
    #expect(try plan.libraryFlags() == ["-L/usr/lib", "-ledit", "-L", "/p/.build/debug"])
    #expect(throws: PrebuiltPackageCopy.Unusable.self) { try plan.moduleFlags(of: "PlaygroundSession") }
  }
}
