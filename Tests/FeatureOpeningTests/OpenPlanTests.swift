import FeatureOpening
import Foundation
import PlaygroundTestSupport
import Testing

/// The root feature, its first state, the dependencies' modes and the generated files, from
/// files the tests write: no build.
@Suite struct OpenPlanTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
    for (name, text) in [
      "Watering.swift": FeatureSamples.watering, "SoilProbeClient.swift": FeatureSamples.soilProbe,
      "LiveSoilProbe.swift": FeatureSamples.liveSoilProbe, "Garden.swift": FeatureSamples.garden,
    ] {
      try Data(text.utf8).write(to: folder.url.appending(component: name))
    }
  }

  func path(_ name: String) -> String { folder.url.appending(component: name).path }

  @Test func theFeatureNoOtherEmbedsIsTheRootAndItsStateNeedsAnInit() throws {
    #expect(throws: OpenError(
      "open: Garden.State has no init(): its property 'name' has no initial value; give the first state with --state 'Garden.State(…)'"
    )) {
      try OpenPlan(OpenRequest(paths: [folder.url.path]))
    }
    let opened = try OpenPlan(OpenRequest(paths: [folder.url.path], state: "Garden.State(name: \"herbs\")"))
    #expect(opened.lessonID == "opened-garden")
    let registration = try #require(Self.registration(in: opened))
    #expect(registration.contains("initialState: { Garden.State(name: \"herbs\") }"))
    #expect(registration.contains("reducer: { Garden() }"))
    #expect(registration.contains(#".inChapter("Opened with 'open'").inModule("OpenedFeatures")"#))
    // After the root's own file, where a feature private to it is in reach.
    #expect(opened.files["1-Garden.swift"] == registration)
  }

  @Test func featurePicksARootAndNamesTheChoicesWhenThereAreSeveral() throws {
    let separate = OpenRequest(paths: [path("Watering.swift"), path("SoilProbeClient.swift")])
    let watering = try OpenPlan(separate)
    #expect(watering.lessonID == "opened-watering")
    let both = """
      import ComposableArchitecture
      @Reducer struct Sun { struct State: Equatable {}; enum Action { case shine } }
      @Reducer struct Rain { struct State: Equatable {}; enum Action { case fall } }
      """
    try Data(both.utf8).write(to: folder.url.appending(component: "Weather.swift"))
    #expect(throws: OpenError("open: 2 features are embedded by no other: Sun, Rain; pick one with --feature NAME")) {
      try OpenPlan(OpenRequest(paths: [path("Weather.swift")]))
    }
    #expect(try OpenPlan(OpenRequest(paths: [path("Weather.swift")], feature: "Rain")).lessonID == "opened-rain")
    #expect(throws: OpenError("open: no @Reducer named 'Snow' in the files; they declare Sun, Rain")) {
      try OpenPlan(OpenRequest(paths: [path("Weather.swift")], feature: "Snow"))
    }
  }

  @Test func aClientWithNoLiveValueHereLoadsUnimplemented() throws {
    let opened = try OpenPlan(
      OpenRequest(paths: [path("Watering.swift"), path("SoilProbeClient.swift"), path("LiveSoilProbe.swift")])
    )
    let registration = try #require(Self.registration(in: opened))
    #expect(registration.contains(#"DependencyOption("soilProbe", modes: ["#))
    #expect(registration.contains(#".init("unimplemented", "#))
    #expect(registration.contains(#"{ $0.soilProbe = SoilProbeClient.testValue }"#))
    #expect(registration.contains(#"{ $0.soilProbe = SoilProbeClient.previewValue }"#))
    #expect(!registration.contains("liveValue"))
    let live = try #require(opened.files["3-LiveSoilProbe.swift"])
    #expect(live.hasPrefix("#if canImport(AVFoundation)\n" + FeatureSamples.liveSoilProbe + "\n#endif\n"))
    #expect(opened.sourcePaths["Sources/OpenedFeatures/Generated/3-LiveSoilProbe.swift"] == path("LiveSoilProbe.swift"))
    // What the edits add comes after the user's lines, which keep their numbers.
    let watering = try #require(opened.files["1-Watering.swift"])
    #expect(watering.hasPrefix(MechanicalEdits(source: FeatureSamples.watering).text))
    // Paths as given: a folder's files under the folder's name.
    let explanation = try OpenPlan.explanation(
      of: OpenRequest(paths: [folder.url.lastPathComponent]), from: folder.url.deletingLastPathComponent()
    )
    let shown = folder.url.lastPathComponent
    #expect(explanation.contains("\(shown)/Watering.swift:35: removed struct WateringView: View"))
    #expect(explanation.contains(
      "\(shown)/LiveSoilProbe.swift:1: kept the whole file for systems with AVFoundation only (#if canImport(AVFoundation)): Linux has none"
    ))
  }

  @Test func aLiveValueInTheFilesIsTheFirstMode() throws {
    let client = FeatureSamples.soilProbe + "\nextension SoilProbeClient: DependencyKey {\n  static let liveValue = Self(moisture: { \"wet\" })\n}\n"
    try Data(client.utf8).write(to: folder.url.appending(component: "SoilProbeClient.swift"))
    let opened = try OpenPlan(OpenRequest(paths: [path("Watering.swift"), path("SoilProbeClient.swift")]))
    let registration = try #require(Self.registration(in: opened))
    let live = try #require(registration.range(of: #".init("live", "#))
    let preview = try #require(registration.range(of: #".init("preview", "#))
    #expect(live.lowerBound < preview.lowerBound)
    #expect(registration.contains(#".init("test", "#))
  }

  @Test func theFingerprintFollowsTheFilesAndNothingElse() throws {
    let request = OpenRequest(paths: [path("Watering.swift"), path("SoilProbeClient.swift")])
    let first = try OpenPlan(request)
    #expect(try OpenPlan(request).fingerprint == first.fingerprint)
    #expect(Self.registration(in: first)?.contains("fingerprint: \"\(first.fingerprint)\"") == true)
    try Data((FeatureSamples.watering + "\n// a comment\n").utf8).write(to: folder.url.appending(component: "Watering.swift"))
    #expect(try OpenPlan(request).fingerprint != first.fingerprint)
  }

  @Test func aStateThatIsNotEquatableIsOneLine() throws {
    let feature = FeatureSamples.garden.replacing("struct State: Equatable {", with: "struct State {")
    try Data(feature.utf8).write(to: folder.url.appending(component: "Garden.swift"))
    #expect(throws: OpenError(
      "open: Garden.State is not Equatable, and the playground compares states to print what changed; declare it 'struct State: Equatable'"
    )) {
      try OpenPlan(OpenRequest(paths: [path("Garden.swift"), path("Watering.swift")], state: "Garden.State(name: \"a\")"))
    }
    // Declared in an extension, it is.
    try Data((feature + "\nextension Garden.State: Equatable {}\n").utf8).write(to: folder.url.appending(component: "Garden.swift"))
    let opened = try OpenPlan(OpenRequest(paths: [path("Garden.swift"), path("Watering.swift")], state: "Garden.State(name: \"a\")"))
    #expect(opened.lessonID == "opened-garden")
  }

  @Test func missingAndForeignPathsAreOneLineErrors() {
    #expect(throws: OpenError("open: no file or folder \(path("Nope.swift"))")) {
      try OpenPlan(OpenRequest(paths: [path("Nope.swift")]))
    }
    #expect(throws: OpenError("open: the files declare no @Reducer type")) {
      try OpenPlan(OpenRequest(paths: [path("SoilProbeClient.swift")]))
    }
  }


  /// The root's file, which the registration follows.
  static func registration(in plan: OpenPlan) -> String? {
    plan.files.values.first { $0.contains("extension Registry {") }
  }
}
