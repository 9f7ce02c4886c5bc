/// Exactly three elements, as a row of the board has and the board has rows.
struct Three<Element> {
  var first: Element
  var second: Element
  var third: Element

  init(_ first: Element, _ second: Element, _ third: Element) {
    self.first = first
    self.second = second
    self.third = third
  }

  func map<T>(_ transform: (Element) -> T) -> Three<T> {
    Three<T>(transform(first), transform(second), transform(third))
  }
}

extension Three: MutableCollection, RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { 3 }

  subscript(offset: Int) -> Element {
    get {
      switch offset {
      case 0: first
      case 1: second
      case 2: third
      default: preconditionFailure("Three has no element \(offset)")
      }
    }
    set {
      switch offset {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      default: preconditionFailure("Three has no element \(offset)")
      }
    }
  }
}

extension Three: Equatable where Element: Equatable {}
extension Three: Hashable where Element: Hashable {}
extension Three: Sendable where Element: Sendable {}
