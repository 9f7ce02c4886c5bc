import ComposableArchitecture
import Foundation
import Tagged

/// A recurring meeting: who attends, how long it lasts, and the meetings held so far. Each id is
/// `Tagged` with its owner, so a sync-up's id can never be passed where an attendee's is meant.
///
/// `@ObservableState` lists its properties for the shell, so the form's fields can be bound one
/// by one, `\.binding.syncUp.title`, as `$store.syncUp.title` binds them in TCA's view.
@ObservableState
struct SyncUp: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  var attendees: IdentifiedArrayOf<Attendee> = []
  var duration: Duration = .seconds(60 * 5)
  var meetings: IdentifiedArrayOf<Meeting> = []
  var theme: Theme = .bubblegum
  var title = ""

  /// Each attendee speaks for an equal share of the meeting.
  var durationPerAttendee: Duration {
    duration / attendees.count
  }
}

struct Attendee: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  var name = ""
}

/// A meeting that was held, with what the speech recognizer heard.
struct Meeting: Equatable, Identifiable, Codable {
  let id: Tagged<Self, UUID>
  let date: Date
  var transcript: String
}

/// The colour a sync-up's card and meeting screen are drawn in.
enum Theme: String, CaseIterable, Equatable, Identifiable, Codable {
  case bubblegum
  case buttercup
  case indigo
  case lavender
  case magenta
  case navy
  case orange
  case oxblood
  case periwinkle
  case poppy
  case purple
  case seafoam
  case sky
  case tan
  case teal
  case yellow

  var id: Self { self }

  var name: String { rawValue.capitalized }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// Every sync-up, in `sync-ups.json` in the app's documents folder: in the playground, the
  /// `Documents` folder of its data folder.
  static var syncUps: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
  }
}

extension SyncUp {
  /// A sync-up with six attendees and a past meeting, for tests and previews. Its ids are fixed,
  /// so a test that prints it prints the same every run.
  static let mock = Self(
    id: SyncUp.ID(uuidString: "5ca1ab1e-0000-0000-0000-000000000001")!,
    attendees: [
      Attendee(id: Attendee.ID(uuidString: "a77e0dee-0000-0000-0000-000000000001")!, name: "Blob"),
      Attendee(id: Attendee.ID(uuidString: "a77e0dee-0000-0000-0000-000000000002")!, name: "Blob Jr"),
      Attendee(id: Attendee.ID(uuidString: "a77e0dee-0000-0000-0000-000000000003")!, name: "Blob Sr"),
      Attendee(id: Attendee.ID(uuidString: "a77e0dee-0000-0000-0000-000000000004")!, name: "Blob Esq"),
      Attendee(id: Attendee.ID(uuidString: "a77e0dee-0000-0000-0000-000000000005")!, name: "Blob III"),
      Attendee(id: Attendee.ID(uuidString: "a77e0dee-0000-0000-0000-000000000006")!, name: "Blob I"),
    ],
    duration: .seconds(60),
    meetings: [
      Meeting(
        id: Meeting.ID(uuidString: "3ee71e90-0000-0000-0000-000000000001")!,
        date: Date(timeIntervalSince1970: 1_767_225_600 - 60 * 60 * 24 * 7),
        transcript: "We shipped the search screen and planned the sync-ups work."
      )
    ],
    theme: .orange,
    title: "Design"
  )

  static let engineeringMock = Self(
    id: SyncUp.ID(uuidString: "5ca1ab1e-0000-0000-0000-000000000002")!,
    attendees: [
      Attendee(id: Attendee.ID(uuidString: "a77e0dee-0000-0000-0000-000000000007")!, name: "Blob"),
      Attendee(id: Attendee.ID(uuidString: "a77e0dee-0000-0000-0000-000000000008")!, name: "Blob Jr"),
    ],
    duration: .seconds(60 * 10),
    theme: .periwinkle,
    title: "Engineering"
  )
}
