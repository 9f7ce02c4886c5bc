import ComposableArchitecture

@testable import PlaygroundSession

/// A feature with everything Tab completion walks: a child two levels deep, labelled payloads,
/// `Result`, a `CaseIterable` enum, a recursive enum, and stand-ins for the runtime's navigation
/// stack (ids that exist only at run time) and binding action (fields a resolver names).
@Reducer
struct Garden {
  struct State: Equatable {
    var plot = Plot.State()
    var stack = FakeStack(ids: [3, 7])
    var visitor = Visitor()
    var note = "Zoë"
  }

  struct Visitor: Equatable {
    var name = "Blob"
    var nickname = "Blobby"
  }

  enum Action {
    case plot(Plot.Action)
    case stack(FakeStackAction)
    case binding(FakeBindingAction)
    case tag(text: String, season: Season)
    case response(Result<Int, any Error>)
    case formula(Formula)
    case stepperChanged(Int)
    case plantTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .plantTapped = action { state.stack.ids.append(9) }
      return .none
    }
  }
}

@Reducer
struct Plot {
  struct State: Equatable {
    var seeds = 0
    var bed = Bed.State()
  }

  enum Action {
    case sow
    case water
    case bed(Bed.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct Bed {
  struct State: Equatable {
    var depth = 1
  }

  enum Action {
    case dig
    case rake(times: Int)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

enum Season: CaseIterable {
  case spring, summer, autumn, winter
}

/// A type that contains itself, as a recursive navigation path does.
@CaseReflectable
indirect enum Formula {
  case not(Formula)
  case both(Formula, Formula)
  case leaf
}

/// Stands in for the runtime's `StackElementID`.
struct FakeStackID {}

/// Stands in for the runtime's `StackAction`.
@CaseReflectable
enum FakeStackAction {
  case element(id: FakeStackID, action: Plot.Action)
  case popFrom(id: FakeStackID)
}

/// Stands in for the runtime's `StackState`: its ids exist only while the session runs.
struct FakeStack: LiveValueContainer, Equatable {
  var ids: [Int]

  static var liveValueType: Any.Type { FakeStackID.self }
  var liveValueLiterals: [String] { ids.map { "#\($0)" } }
}

/// Stands in for the runtime's `BindingAction<Garden.State>`: `.set(\.field, value)`, with the
/// fields a resolver of bindable fields would name.
struct FakeBindingAction: CompletionShapeDescribing {
  static func completionShape(in schema: inout ActionSchema.Builder) -> PayloadShape {
    let visitor = FieldTree([
      .init(name: "name", subfields: FieldTree()),
      .init(name: "nickname", subfields: FieldTree()),
    ])
    let fields = FieldTree([
      .init(name: "note", subfields: FieldTree()),
      .init(name: "visitor", subfields: visitor),
    ])
    return .cases([
      CaseShape(
        name: "set",
        parameters: [
          .init(label: nil, type: schema.key(for: PartialKeyPath<Garden.State>.self, shape: .keyPath(fields))),
          .init(label: nil, type: schema.key(for: Any.self)),
        ]
      )
    ])
  }
}

extension Lesson {
  static let garden = Lesson(
    id: "garden",
    title: "Garden",
    summary: "everything completion walks",
    dependencies: [
      DependencyOption(
        "weather",
        modes: [
          .init("sunny", "always sunny") { _ in },
          .init("rainy", "always rainy") { _ in },
        ]
      )
    ],
    initialState: { Garden.State() },
    reducer: { Garden() }
  )
}
