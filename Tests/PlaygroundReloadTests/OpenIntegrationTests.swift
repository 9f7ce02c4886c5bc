import Foundation
import PlaygroundReload
import PlaygroundTestSupport
import Testing

/// `open` as a learner uses it, on a copy of this package of its own (`.build/open-prebuilt`,
/// see ``PrebuiltPackageCopy``), with feature files the test writes in TCA's usual shape (see
/// ``FeatureSamples``): `--explain`'s edits, a session on the opened feature whose client has
/// no live value, `open` again in the shell, `--feature` among two roots, a file that does
/// not compile, whose error names the user's file and line while the session goes on, and
/// test mode with its export.
///
/// The copy compiles only the opened module and the executable, against the modules and the
/// lessons of the build that runs the tests.
@Suite(.serialized) struct OpenIntegrationTests {
  @Test(.timeLimit(.minutes(60))) func openLoadsAFeatureFromFilesOutsideThePackage() async throws {
    let fixture = try PrebuiltPackageCopy.prepare(
      of: PackageFixture.source, configuration: PackageFixture.configuration, folder: "open-prebuilt",
      lessons: .prebuilt
    )
    let files = try TemporaryFolder()
    let watering = try files.write("Garden/Watering.swift", FeatureSamples.watering)
    try files.write("Garden/SoilProbeClient.swift", FeatureSamples.soilProbe)
    try files.write("Garden/LiveSoilProbe.swift", FeatureSamples.liveSoilProbe)
    let weather = try files.write("Weather.swift", Self.weather)
    let broken = try files.write("Broken.swift", Self.weather.replacing("state.hours += 1", with: "state.hours += \"one\""))
    let binary = PackageFixture.configuration.binary(in: PackageFixture.source)

    let explain = try await ProgramRun(binary, ["open", "--explain", watering.path])
    #expect(explain.status == 0)
    #expect(explain.output == [
      "\(watering.path):2: removed import SwiftUI",
      "\(watering.path):35: removed struct WateringView: View",
      "\(watering.path):43: removed extension WateringView, of a removed view",
      "\(watering.path):47: removed #Preview",
      "\(watering.path):51: removed struct WateringPreviews: PreviewProvider",
    ])

    // The files as a folder: the live client over AVFoundation is kept for Apple's systems.
    let state = try TemporaryFolder()
    let session = try PipedSession(
      binary: binary, arguments: ["open", files.url.appending(path: "Garden").path, "--package", fixture.package.url.path],
      environment: ["XDG_STATE_HOME": state.url.path]
    )
    try session.send("send .waterButtonTapped")
    try session.send("dependency soilProbe preview")
    try session.send("send .waterButtonTapped")
    try session.send("lessons")
    try await session.waitFor(seconds: 1800) { $0.hasPrefix("*   opened-watering") }
    let first = Self.printed(after: "opened-watering> send .waterButtonTapped", in: session.output)
    #expect(first.contains { $0.contains("litres: 1") }, "\(first)")
    #expect(first.contains { $0.contains("Unimplemented") && $0.contains("SoilProbeClient.moisture") }, "\(first)")
    #expect(session.output.contains { $0.hasPrefix("+") && $0.contains("lastMessage: \"damp\"") }, "\(session.output)")
    #expect(session.output.contains("Opened with 'open'"))

    // Two roots: one line names them; --feature picks one, and the shell moves to its build.
    try session.send("open \(weather.path)")
    try session.send("open \(weather.path) --feature Rain")
    try session.send("send .fall")
    try await session.waitFor(seconds: 1800) { $0.hasPrefix("opened-rain> send .fall") }
    #expect(session.output.contains(
      "error: open: 2 features are embedded by no other: Sun, Rain; pick one with --feature NAME"
    ))
    try session.send("state hours")
    try await session.waitFor(seconds: 60) { $0 == "1" }

    // A file that does not compile: the compiler's error, at the user's line, and the
    // session goes on where it was.
    try session.send("open \(broken.path) --feature Rain")
    try session.send("state hours")
    try session.send("state")
    try await session.waitFor(seconds: 1800) { $0.hasPrefix("opened-rain> state") && !$0.hasSuffix("hours") }
    let errors = Self.printed(after: "opened-rain> open \(broken.path) --feature Rain", in: session.output)
    let line = Self.weather.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("state.hours += 1") }! + 1
    #expect(errors.first?.hasPrefix("\(broken.path):\(line):") == true, "\(errors)")
    #expect(errors.contains { $0.hasPrefix("\(line) |") && $0.contains("state.hours += \"one\"") }, "\(errors)")
    #expect(Self.printed(after: "opened-rain> state hours", in: session.output, occurrence: 2) == ["1"])

    // Test mode and the export, as in a lesson; the test imports the opened features' module.
    try session.send("test on")
    try session.send("send .fall { $0.hours = 1 }")
    try session.send("export test")
    try await session.waitFor(seconds: 60) { $0 == "struct OpenedRainTests {" }
    #expect(session.output.contains("✔ send passed"))
    #expect(session.output.contains("@testable import OpenedFeatures"))
    #expect(try await session.finish() == 0)
    #expect(session.errorOutput.contains("the build failed; the session goes on unchanged: fix the error and 'open' again"))
  }

  /// Two features no other embeds.
  static let weather = """
    import ComposableArchitecture

    @Reducer
    struct Sun {
      struct State: Equatable {}
      enum Action { case shine }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }

    @Reducer
    struct Rain {
      @ObservableState
      struct State: Equatable {
        var hours = 0
      }
      enum Action { case fall }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.hours += 1
          return .none
        }
      }
    }
    """

  /// What the session printed for a command, up to the next prompt (`opened-rain> `).
  static func printed(after echo: String, in output: [String], occurrence: Int = 1) -> [String] {
    printedLines(after: echo, in: output, occurrence: occurrence) { $0.hasPrefix("opened-") && $0.contains("> ") }
  }
}
