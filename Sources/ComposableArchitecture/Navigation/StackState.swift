import OrderedCollections

/// The elements of a navigation stack, each with a stable ``StackElementID``.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// ```
///
/// A parent reads and changes the stack as an ordinary collection (`append`, `removeLast`,
/// `popLast`, `last`, …) or by id (`path[id: id]`, `path.pop(from: id)`), and runs the elements'
/// reducers with ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
///
/// It dumps like a dictionary from id to element, `[#0: …, #1: …]`, and `[:]` when empty.
public struct StackState<Element> {
  var elements: OrderedDictionary<StackElementID, Element>
  /// The ids the last `forEach` over this stack saw, so it can cancel the effects of elements
  /// removed by any reducer since, not only by its own parent.
  var mounted: OrderedSet<StackElementID>

  /// The ids of the elements, bottom of the stack first.
  ///
  /// ```swift
  /// for (id, element) in zip(state.path.ids, state.path) { … }
  /// ```
  public var ids: OrderedSet<StackElementID> {
    elements.keys
  }

  /// The element with the given id, if the stack holds it.
  ///
  /// Setting `nil` removes the element; setting an element for an id the stack does not hold
  /// adds nothing and is reported as an issue, as in TCA. In a test store's assertion it pushes
  /// the element with that id, as TCA's tests do:
  /// `await store.receive(\.path[id: 0].basics.delegate.stepFinished) { $0.path[id: 1] = … }`.
  public subscript(
    id id: StackElementID,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Element? {
    get { elements[id] }
    set {
      guard newValue == nil || elements[id] != nil || StackStateAssertion.isAsserting else {
        reportIssue(
          "Can't assign element at missing ID.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      elements[id] = newValue
    }
  }

  /// The case of the element with the given id, for a stack of an enum such as `Path.State`:
  ///
  /// ```swift
  /// state.path[id: id, case: \.topics]?.topics.insert(.testing)
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { elements[id].flatMap { $0[case: path] } }
    set {
      guard let newValue, elements[id]?[case: path] != nil else { return }
      elements[id] = path(newValue)
    }
  }

  /// Pops the element with the given id and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Pops every element above the one with the given id.
  public mutating func pop(to id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  public init() {
    elements = [:]
    mounted = []
  }

  public var startIndex: Int { elements.keys.startIndex }
  public var endIndex: Int { elements.keys.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }
  public subscript(position: Int) -> Element { elements.values[position] }

  /// New elements get new ids from the store's ``StackElementIDGenerator``.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    elements.removeSubrange(subrange)
    let generator = DependencyValues._current.stackElementID
    for (offset, element) in zip(subrange.lowerBound..., newElements) {
      elements.updateValue(element, forKey: generator.next(), insertingAt: offset)
    }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they hold equal elements with the same ids, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// `[#0: …, #1: …]`: custom-dump prints a `.dictionary` mirror of key–value pairs in order.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: elements.map { (key: AnyHashable($0.key), value: $0.value as Any) },
      displayStyle: .dictionary
    )
  }
}

/// Whether a test store is checking an assertion, where a stack element may be assigned at an
/// id the stack does not hold yet, as TCA allows in tests.
enum StackStateAssertion {
  @TaskLocal static var isAsserting = false
}
