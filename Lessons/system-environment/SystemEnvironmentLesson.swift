import ComposableArchitecture
import Foundation
import LessonRegistry

extension Lesson {
  static func systemEnvironment(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: System environment",
      summary: "a parcel desk asking for the date, UUIDs and the clock every feature can use, beside its own locker bank",
      dependencies: [
        DependencyOption(
          "nextFreeLocker",
          // The live mode is the lesson's own locker bank, which a real project does not
          // have: an export overrides `nextFreeLocker` with the lockers it answered.
          endpoints: [DependencyEndpoint(\.nextFreeLocker)],
          modes: [
            .init("live", "a locker from 1 to 24 after 1s, picked by the second it answers at") {
              $0.nextFreeLocker = { try await lockerFromBank() }
            },
            .init("full", "no locker free: LockersFull at once") {
              $0.nextFreeLocker = { throw LockersFull() }
            },
            .init("instant", "locker 3, at once", override: "$0.nextFreeLocker = { 3 }") {
              $0.nextFreeLocker = { 3 }
            },
            .init("never", "never answers", override: "$0.nextFreeLocker = { try await Task.never() }") {
              $0.nextFreeLocker = { try await Task.never() }
            },
          ]
        )
      ],
      errors: [TypeableError(example: LockersFull(), declaredByExport: true)],
      // A parcel as a test writes it when it asserts one handed in.
      initializers: [
        .initializer("id", "handedInAt") { (id: UUID, handedInAt: Date) in
          ParcelDesk.Parcel(id: id, handedInAt: handedInAt)
        }
      ],
      uses: ["continuousClock", "date", "uuid"],
      tutorial: folder.tutorial,
      initialState: { ParcelDesk.State() },
      reducer: { ParcelDesk() }
    )
  }
}
