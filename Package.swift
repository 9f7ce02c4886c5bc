// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Dependencies point one way (see docs/layout.md):
//   tca-playground → PlaygroundTerminal, Lessons, OpenedFeatures, PlaygroundSession, PlaygroundReload,
//     LessonScaffold, FeatureOpening, PlaygroundPackage, TranscriptFormat, PlaygroundText
//   OpenedFeatures → LessonRegistry, ComposableArchitecture
//   FeatureOpening → PlaygroundPackage, LessonNames, swift-syntax
//   PlaygroundReload → PlaygroundPackage, TranscriptFormat, PlaygroundText
//   PlaygroundTerminal → CEditLine
//   Lessons → LessonRegistry, ComposableArchitecture
//   Lessons is built with the EmbedLessonFiles plugin, whose tool is embed-lesson-files
//   embed-lesson-files → LessonNames
//   LessonScaffold → PlaygroundPackage, LessonNames
//   PlaygroundPackage → nothing but Foundation
//   PlaygroundSession → LessonRegistry, ComposableArchitecture, TranscriptFormat, PlaygroundText (and the
//     Point-Free packages the runtime uses: every module a target imports is declared, see
//     DeclaredImportsTests)
//   LessonRegistry → ComposableArchitecture
//   TranscriptFormat → PlaygroundText
//   PlaygroundText → nothing but the standard library
let package = Package(
  name: "tca-playground",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "tca-playground", targets: ["tca-playground"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // The playground's own runtime with TCA's API shape. Knows nothing of shells.
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    // `@Reducer` and friends: adds case paths and the shell's action schema to a feature.
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // The lesson features, written as a learner would write them in a real TCA app, and the
    // registry entry that hands each one to the session.
    //
    // The EmbedLessonFiles plugin generates `allLessons` from the lesson folders, in the order
    // of Lessons/Chapters.md, and compiles each folder's Swift files and Tutorial.md in as text,
    // for the tutorials and `source`.
    .target(
      name: "Lessons",
      dependencies: [
        "ComposableArchitecture",
        "LessonRegistry",
        // bird-walks' ids, typed by owner as TCA's SyncUps app has them.
        .product(name: "Tagged", package: "swift-tagged"),
      ],
      path: "Lessons",
      exclude: ["README.md"],
      plugins: ["EmbedLessonFiles"]
    ),
    .plugin(
      name: "EmbedLessonFiles",
      capability: .buildTool(),
      dependencies: ["embed-lesson-files"],
      // Kept under Sources/, as the design card fixes the top-level folders.
      path: "Sources/EmbedLessonFiles"
    ),
    // The plugin's tool: turns files into a Swift file of string literals.
    .executableTarget(name: "embed-lesson-files", dependencies: ["LessonNames"]),
    // How a lesson folder's name gives the lesson's id and its registration's name: the
    // plugin's tool reads the folders with it, `new` names the folder it makes with it.
    .target(name: "LessonNames"),
    // `new`: writes a lesson of your own into the package, from a name it checks first.
    .target(name: "LessonScaffold", dependencies: ["LessonNames", "PlaygroundPackage"]),
    // `open FILE…`: the mechanical edits that let a TCA feature file build here, made with
    // swift-syntax; the root feature and its first state; the generated folder's files.
    .target(
      name: "FeatureOpening",
      dependencies: [
        "LessonNames", "PlaygroundPackage",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // The feature `open` loaded, in a module of its own so its types never meet the lessons'
    // (see OpenedFeatures.swift): one committed file, and the git-ignored Generated/ folder
    // `open` writes. Declares what a TCA feature file may import beside ComposableArchitecture.
    .target(
      name: "OpenedFeatures",
      dependencies: [
        "ComposableArchitecture",
        "LessonRegistry",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    // The package the playground was built from, or `--package`: where `new` writes a lesson
    // and what `:reload` rebuilds.
    .target(name: "PlaygroundPackage"),
    // What a lesson hands the engine, as plain data: its feature, type-erased until the engine
    // opens it, its dependency modes, what test mode may call, its tutorial's files. Lessons
    // depend on it and the runtime only, so engine edits do not recompile them.
    .target(
      name: "LessonRegistry",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    // The engine's text base: output lines, formatting helpers, suggestions, settings and
    // limits. Pure text: it knows nothing of the runtime, so the modules above it can share it.
    .target(name: "PlaygroundText"),
    // The transcript format, pure text: parse a file, match output against its wildcards, diff
    // two versions, rewrite it to what a replay printed. Running the replay is the engine's.
    .target(name: "TranscriptFormat", dependencies: ["PlaygroundText"]),
    // The playground engine: a loaded lesson, a virtual clock, commands in, text out.
    .target(
      name: "PlaygroundSession",
      dependencies: [
        "ComposableArchitecture",
        "LessonRegistry",
        "PlaygroundText",
        "TranscriptFormat",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // libedit, through pkg-config; `shim.h` wraps its variadic calls for Swift.
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // The only module that touches the terminal: line editing and the plain piped mode.
    .target(
      name: "PlaygroundTerminal",
      dependencies: ["CEditLine"]
    ),
    .executableTarget(
      name: "tca-playground",
      dependencies: [
        "FeatureOpening",
        "Lessons",
        "LessonScaffold",
        "OpenedFeatures",
        "PlaygroundPackage",
        "PlaygroundReload",
        "PlaygroundSession",
        "PlaygroundTerminal",
        "PlaygroundText",
        "TranscriptFormat",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `:reload`: runs `swift build` in the package, sorts the compiler's output, replays a
    // session on the new binary and diffs its output.
    .target(name: "PlaygroundReload", dependencies: ["PlaygroundPackage", "PlaygroundText", "TranscriptFormat"]),
    // `swift run -c release playground-benchmark`: the figures in docs/benchmarks.md.
    .executableTarget(
      name: "playground-benchmark",
      dependencies: [
        "ComposableArchitecture",
        "FeatureOpening",
        "Lessons",
        "PlaygroundPackage",
        "PlaygroundReload",
        "PlaygroundSession",
        "PlaygroundTerminal",
        "TranscriptFormat",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // Links what tca-playground links and does nothing: the benchmark's floor for start-up.
    .executableTarget(
      name: "startup-baseline",
      dependencies: [
        "FeatureOpening",
        "Lessons",
        "OpenedFeatures",
        "PlaygroundSession",
        "PlaygroundTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Test targets link IssueReportingTestSupport: without it, on Linux, `reportIssue` and
    // `expectNoDifference` only print, and a test they should fail passes.
    // What several test targets share: a temporary folder, the built binary, the serial
    // executor. Only test targets depend on it.
    .target(
      name: "PlaygroundTestSupport",
      dependencies: ["TestProcessSetup", .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")],
      path: "Tests/PlaygroundTestSupport"
    ),
    // Turns the main serial executor on as the test process starts, before any test: see
    // `Tests/TestProcessSetup/MainSerialExecutorAtStart.c`.
    .target(
      name: "TestProcessSetup",
      path: "Tests/TestProcessSetup"
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture", "PlaygroundTestSupport", issueReportingTestSupport,
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // Reads the engine's sources: its folders depend on each other one way (docs/layout.md).
    .testTarget(name: "ArchitectureTests"),
    // Compiles the macros' own files, through the symbolic link `Macros` to
    // Sources/ComposableArchitectureMacros (all but the plugin's entry point), rather than
    // depending on the macro target: SwiftPM builds every test target for the host, as a
    // tool, once one depends on a macro, and so every module the tests share with
    // tca-playground twice. See docs/benchmarks.md, "The test suite".
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      exclude: ["Macros/Plugin.swift"]
    ),
    .testTarget(
      name: "LessonsTests",
      dependencies: ["ComposableArchitecture", "Lessons", "LessonNames", "PlaygroundSession", issueReportingTestSupport]
    ),
    .testTarget(
      name: "LessonSourceTests",
      dependencies: ["ComposableArchitecture", "Lessons", issueReportingTestSupport]
    ),
    .testTarget(
      name: "PlaygroundSessionTests",
      dependencies: [
        "ComposableArchitecture", "LessonRegistry", "Lessons", "LessonNames", "PlaygroundSession", "PlaygroundTerminal",
        "PlaygroundTestSupport", "PlaygroundText", "TranscriptFormat",
        issueReportingTestSupport,
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // PlaygroundReload's pieces, and `:reload` and `open` run on copies of the package (see
    // ReloadIntegrationTests and OpenIntegrationTests).
    .testTarget(
      name: "PlaygroundReloadTests",
      dependencies: ["PlaygroundPackage", "PlaygroundReload", "PlaygroundTestSupport", "PlaygroundText"]
    ),
    // `open`'s edits, root and registration, from feature files the tests write themselves,
    // with no build (PlaygroundReloadTests' OpenIntegrationTests builds them).
    .testTarget(
      name: "FeatureOpeningTests",
      dependencies: ["FeatureOpening", "PlaygroundTestSupport"]
    ),
    .testTarget(
      name: "LessonScaffoldTests",
      dependencies: ["LessonNames", "LessonScaffold", "PlaygroundPackage", "PlaygroundTestSupport"]
    ),
    // What `tca-playground new ScaffoldSample` writes, kept to compare the scaffold with: the
    // feature and its test, compiled and run here as they would be in Lessons and LessonsTests,
    // and in Golden/ the registration and the transcript (see LessonScaffoldTests).
    .testTarget(
      name: "ScaffoldGoldenTests",
      dependencies: ["ComposableArchitecture", "Lessons", issueReportingTestSupport],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "TranscriptFormatTests",
      dependencies: ["TranscriptFormat"]
    ),
    // The export of every single-lesson transcript in Transcripts/, written by `tca-playground
    // export Transcripts -o Tests/ExportedTests`: proof that exports compile and pass.
    .testTarget(
      name: "ExportedTests",
      dependencies: [
        "ComposableArchitecture", "Lessons", issueReportingTestSupport, .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    // Also drives the built `tca-playground` binary through a pseudo-terminal.
    .testTarget(
      name: "PlaygroundTerminalTests",
      dependencies: ["PlaygroundTerminal", "PlaygroundTestSupport", "tca-playground"]
    ),
    // The command line (`check`, `record`, `learn`, the progress file): the built `tca-playground` (which `swift build
    // --build-tests` and `swift test` build with the tests) run as a user or CI runs it.
    .testTarget(
      name: "TCAPlaygroundTests",
      dependencies: ["FeatureOpening", "Lessons", "LessonNames", "PlaygroundSession", "PlaygroundTestSupport", "TranscriptFormat"]
    ),
  ]
)

var issueReportingTestSupport: Target.Dependency {
  .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
}
