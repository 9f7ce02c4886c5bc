import FeatureOpening
import PlaygroundTestSupport
import Testing

/// The edits alone, on text: fast, with no build.
@Suite struct MechanicalEditsTests {
  @Test func viewsPreviewsAndUIImportsGoAndEveryOtherLineKeepsItsNumber() {
    let edits = MechanicalEdits(source: FeatureSamples.watering)
    #expect(edits.edits.map(\.description) == [
      "2: removed import SwiftUI",
      "35: removed struct WateringView: View",
      "43: removed extension WateringView, of a removed view",
      "47: removed #Preview",
      "51: removed struct WateringPreviews: PreviewProvider",
    ])
    // ComposableArchitecture brings Foundation, so none is added.
    #expect(edits.addedImports == [])
    let original = FeatureSamples.watering.split(separator: "\n", omittingEmptySubsequences: false)
    let edited = edits.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(edited.count == original.count)
    for (index, line) in edited.enumerated() where !line.isEmpty {
      #expect(line == original[index], "line \(index + 1)")
    }
    #expect(!edits.text.contains("View"))
    #expect(!edits.text.contains("#Preview"))
    #expect(edits.text.contains("@Reducer\nstruct Watering {"))
    #expect(edits.keptOnlyWith == nil)
  }

  @Test func foundationComesOnlyWhenNoImportThatBringsItIsLeft() {
    let kept = MechanicalEdits(source: "import ComposableArchitecture\nimport SwiftUI\nlet a = 1\n")
    #expect(kept.addedImports == [])
    let alone = MechanicalEdits(source: "import SwiftUI\nlet a = Date()\n")
    #expect(alone.addedImports == ["import Foundation"])
    #expect(alone.edits.map(\.description) == ["1: removed import SwiftUI", "1: added import Foundation, which import SwiftUI brought"])
  }

  @Test func urlSessionBringsFoundationNetworkingWhereThePlatformHasIt() {
    let edits = MechanicalEdits(source: "import ComposableArchitecture\nlet data = URLSession.shared\n")
    #expect(edits.addedImports == ["#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"])
    #expect(edits.text == "import ComposableArchitecture\nlet data = URLSession.shared\n")
  }

  @Test func aFileOverAnAppleOnlyFrameworkIsKeptForThoseSystems() {
    let edits = MechanicalEdits(source: FeatureSamples.liveSoilProbe)
    #expect(edits.keptOnlyWith == "AVFoundation")
    #expect(edits.text == FeatureSamples.liveSoilProbe)
    #expect(edits.edits.map(\.description) == [
      "1: kept the whole file for systems with AVFoundation only (#if canImport(AVFoundation)): Linux has none"
    ])
  }

  @Test func aFileWithNoViewIsLeftAsItIs() {
    let edits = MechanicalEdits(source: FeatureSamples.soilProbe)
    #expect(edits.edits == [])
    #expect(edits.text == FeatureSamples.soilProbe)
  }

  @Test func viewsNestedInAReducerAndQualifiedConformancesGoToo() {
    let source = """
      import ComposableArchitecture
      @Reducer struct Timer {
        struct State: Equatable {}
        enum Action { case tick }
        struct Face: SwiftUI.View {
          var body: some SwiftUI.View { EmptyView() }
        }
      }
      final class TimerController: UIHostingController<Timer.Face> {}
      """
    #expect(MechanicalEdits(source: source).edits.map(\.description) == [
      "5: removed struct Face: View",
      "9: removed class TimerController: UIHostingController",
    ])
  }
}
