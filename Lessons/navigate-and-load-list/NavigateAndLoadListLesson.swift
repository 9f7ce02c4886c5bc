import ComposableArchitecture
import Foundation
import LessonRegistry

extension Lesson {
  static func navigateAndLoadList(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Lists, navigate and load",
      summary: "pushing a row of an IdentifiedArray at once, loading its screen a second later, writing it back on return",
      dependencies: [
        DependencyOption(
          "soilSensor",
          endpoints: [DependencyEndpoint("moisture", \.soilSensor.moisture, parameter: "plant")],
          modes: [
            .init("live", "reads a pot after 1s on the virtual clock") { $0.soilSensor = .liveValue },
            .init("slow", "reads a pot after 4s") { $0.soilSensor = .reading(after: .seconds(4)) },
          ]
        )
      ],
      // A test writes the loaded screen whole, and a row whole: `Plant` is a plain struct.
      initializers: [
        .initializer("plant", "moisture", "litresPoured") { (plant: String, moisture: Int, litres: Int) in
          Watering.State(plant: plant, moisture: moisture, litresPoured: litres)
        },
        .initializer("id", "name", "litresPoured") { (id: UUID, name: String, litres: Int) in
          Plant(id: id, name: name, litresPoured: litres)
        },
      ],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Greenhouse.State() },
      reducer: { Greenhouse() }
    )
  }
}
