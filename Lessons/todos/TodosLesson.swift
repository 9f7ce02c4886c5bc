import ComposableArchitecture
import Foundation
import LessonRegistry

extension Lesson {
  static func todos(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Shopping list",
      summary: "a list of child features: IdentifiedArray, forEach, and a debounced sort",
      // The rows a test-mode assertion writes: `Grocery.State(id: UUID(0), name: "Rice")`.
      initializers: [
        .initializer("id") { (id: UUID) in Grocery.State(id: id) },
        .initializer("id", "name") { (id: UUID, name: String) in Grocery.State(id: id, name: name) },
        .initializer("id", "inBasket") { (id: UUID, inBasket: Bool) in
          Grocery.State(id: id, inBasket: inBasket)
        },
        .initializer("id", "name", "inBasket") { (id: UUID, name: String, inBasket: Bool) in
          Grocery.State(id: id, name: name, inBasket: inBasket)
        },
        .initializer("id", "name", "quantity", "inBasket") {
          (id: UUID, name: String, quantity: Int, inBasket: Bool) in
          Grocery.State(id: id, name: name, quantity: quantity, inBasket: inBasket)
        },
      ],
      uses: ["continuousClock", "uuid"],
      tutorial: folder.tutorial,
      initialState: { ShoppingList.State() },
      reducer: { ShoppingList() }
    )
  }
}
