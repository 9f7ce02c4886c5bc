import ComposableArchitecture
import CustomDump
import Foundation

/// A state or action value as the export renders it, taken when it happened: a `@Shared`
/// value is read then, before or after the action, since the reference goes on changing.
///
/// Built with `Mirror`, so it never depends on what the session printed. A value with no Swift
/// spelling the export knows is kept as ``unrenderable(_:)``, and rendering it is an error
/// naming its type, never code that does not compile.
indirect enum ExportValue: Equatable, Sendable {
  /// Swift source that spells the value: `1`, `"blob"`, `true`, `nil`.
  case literal(String)
  /// A value an optional wraps: spelled as the value, but changes inside it are written
  /// through `?.`.
  case some(ExportValue)
  /// `.name` or `.name(payload)`; the type is inferred where the value is written.
  case enumCase(name: String, payload: [Field])
  /// `Type(label: value, …)`: a struct through its memberwise initializer.
  case structure(type: String, fields: [Field])
  /// `Type(value, id: 1)`: a value built by an initializer that is not memberwise, such as
  /// `Identified`'s, its type's generic arguments left to inference. Written whole: a
  /// change inside it assigns it again.
  case call(type: String, arguments: [Field])
  /// `[a, b]`: an array, or a set with its elements sorted.
  case array([ExportValue])
  /// `[k: v]`, sorted by key.
  case dictionary([DictionaryEntry])
  /// An ``ExportedElements`` container, a navigation stack or a list: its elements by id, in
  /// order, and how Swift builds it.
  case elements(ElementsForm, [Element])
  /// `AlertState { TextState("…") }` and confirmation dialogs, buttons included.
  case alert(ExportedAlert)
  /// A `@Shared` value. `root` identifies the value shared (every reference to it, derived
  /// ones included, has the same); `derived` when it is part of another, `$data.topics`;
  /// `settable`, the properties of the value a test can set one by one (those a binding can);
  /// `held`, the value itself, on which the export calls the lesson's methods.
  case shared(root: ObjectIdentifier, derived: Bool, value: ExportValue, settable: [String], held: HeldValue)
  /// A value of this type that the export cannot spell in Swift.
  case unrenderable(String)

  /// A `@Shared` value as it was, kept beside its form so that the export can call the
  /// lesson's methods on it (see ``SharedChangeForms``). Two are equal whatever they hold:
  /// the form beside it is what the export writes and compares.
  struct HeldValue: Equatable, @unchecked Sendable {
    /// A copy of a `@Shared` value, which `Shared` hands across threads itself: it is `Sendable`.
    let value: Any

    init(_ value: Any) {
      self.value = value
    }

    static func == (_: Self, _: Self) -> Bool { true }
  }

  struct Field: Equatable, Sendable {
    /// The argument or property label; `nil` for an unlabelled payload.
    let label: String?
    let value: ExportValue
  }

  struct DictionaryEntry: Equatable, Sendable {
    let key: ExportValue
    let value: ExportValue
  }

  struct Element: Equatable, Sendable {
    /// The id, as a subscript takes it: `0`, `"a"`.
    let id: ExportValue
    let value: ExportValue
  }

  /// How Swift builds an ``ExportedElements`` container.
  enum ElementsForm: Equatable, Sendable {
    /// Only empty, with this source, `StackState()`; with elements it cannot be built, for
    /// the reason given.
    case emptyOnly(source: String, reason: String)
    /// From an array literal of its elements, `[Row.State(…), …]`.
    case arrayLiteral
  }

  /// Which of a `@Shared` value's two values to take inside `_printChanges`: the value
  /// before the action or after it. Outside an action both are the value now.
  enum Moment { case before, after }

  /// The value of `value` at `moment`.
  init(_ value: Any, at moment: Moment = .after) {
    self = ExportValue.make(value, at: moment)
  }

  /// How a value of a type is read: found once per type, since the session records every
  /// action's states and casting to a protocol is slow.
  private enum Kind { case literal, shared, alert, elements, binding, identified, presents, reflected }
  private static let kinds = LockIsolated<[ObjectIdentifier: Kind]>([:])

  private static let typeNames = LockIsolated<[ObjectIdentifier: String]>([:])

  /// custom-dump's name for the type, `Counter.State`, worked out once per type: it takes a
  /// regular expression.
  private static func typeName(_ type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let name = typeNames.withValue({ $0[id] }) { return name }
    let name = displayName(type)
    typeNames.withValue { $0[id] = name }
    return name
  }

  private static let settable = LockIsolated<[ObjectIdentifier: [String]]>([:])

  /// The properties of `type` a test can set, once per type.
  private static func settableProperties(of type: Any.Type) -> [String] {
    let id = ObjectIdentifier(type)
    if let names = settable.withValue({ $0[id] }) { return names }
    let names = BindableProperties.properties(of: type).map(\.name)
    settable.withValue { $0[id] = names }
    return names
  }

  private static func kind(of value: Any) -> Kind {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let kind = kinds.withValue({ $0[type] }) { return kind }
    let kind: Kind =
      if Mirror(reflecting: value).displayStyle == .optional { .reflected }  // casts would unwrap it
      else if literal(value) != nil || value is Double { .literal }
      else if value is any _AnyShared & SharedValuesAroundChange { .shared }
      else if value is any _AlertContent { .alert }
      else if value is any ExportedElements { .elements }
      else if value is any ExportedBindingAction { .binding }
      else if value is any ExportedIdentified { .identified }
      else if value is any PresentsStorage { .presents }
      else { .reflected }
    kinds.withValue { $0[type] = kind }
    return kind
  }

  private static func make(_ value: Any, at moment: Moment) -> ExportValue {
    switch kind(of: value) {
    case .literal: return literal(value).map(ExportValue.literal) ?? .unrenderable(typeName(type(of: value)))
    case .reflected, .presents: return reflected(value, at: moment)
    default: break
    }
    if let shared = value as? any _AnyShared & SharedValuesAroundChange {
      let values = shared.valuesAroundChange
      let current = moment == .before ? values.before : values.after
      // A derived reference, `$signUpData.topics`, holds part of its root's value.
      let derived = type(of: shared._root.currentValue) != type(of: shared._wrappedValue)
      return .shared(
        root: ObjectIdentifier(shared._root), derived: derived, value: make(current, at: moment),
        settable: settableProperties(of: type(of: current)), held: HeldValue(current)
      )
    }
    if let alert = value as? any _AlertContent {
      // Of the alert, not of `value`, which may be an optional holding it.
      let type = typeName(Swift.type(of: alert))
      return .alert(
        ExportedAlert(
          type: String(type.prefix { $0 != "<" }), titleVisibility: alert.exportedTitleVisibility,
          title: alert._title, message: alert._message, buttons: alert.exportedButtons { make($0, at: moment) }
        )
      )
    }
    if let container = value as? any ExportedElements {
      return .elements(type(of: container).elementsForm, container.elementIDs.map { id in
        Element(id: make(id.base, at: moment), value: container.element(id: id).map { make($0, at: moment) } ?? .literal("nil"))
      })
    }
    if let identified = value as? any ExportedIdentified {
      return .call(type: "Identified", arguments: [
        Field(label: nil, value: make(identified.exportedValue, at: moment)),
        Field(label: "id", value: make(identified.exportedID, at: moment)),
      ])
    }
    if let binding = value as? any ExportedBindingAction {
      guard let names = binding.propertyNames else { return .unrenderable(typeName(type(of: value))) }
      return .enumCase(name: "set", payload: [
        Field(label: nil, value: .literal("\\." + names.joined(separator: "."))),
        Field(label: nil, value: make(binding.boundValue, at: moment)),
      ])
    }
    return reflected(value, at: moment)
  }

  /// A value read through its `Mirror`: optionals, enums, structs, collections.
  private static func reflected(_ value: Any, at moment: Moment) -> ExportValue {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .literal("nil") }
      return .some(make(wrapped, at: moment))
    case .enum:
      return enumCase(value, mirror, at: moment)
    case .struct:
      guard isBuiltByItsProperties(value, mirror) else { return .unrenderable(typeName(type(of: value))) }
      return .structure(
        type: typeName(type(of: value)),
        fields: mirror.children.map { child in
          Field(label: child.label.map(propertyName), value: wrapped(child.value, at: moment))
        }
      )
    case .collection:
      return .array(mirror.children.map { make($0.value, at: moment) })
    case .set:
      return .array(mirror.children.map { make($0.value, at: moment) }.sorted { $0.sortKey < $1.sortKey })
    case .dictionary:
      return .dictionary(sortedEntries(mirror, at: moment))
    case .tuple where mirror.children.isEmpty:
      // `Void`: what a stream of plain signals sends, one screenshot taken.
      return .literal("()")
    default:
      return .unrenderable(typeName(type(of: value)))
    }
  }

  private static let structsBuiltByTheirProperties = LockIsolated<[ObjectIdentifier: Bool]>([:])

  /// Whether a struct is built from the properties its mirror lists, found once per type. A
  /// custom mirror (`Data`'s) or storage behind underscored names (`URL`'s, `Duration`'s)
  /// says nothing of how to build the value; only property wrappers' storage is read.
  private static func isBuiltByItsProperties(_ value: Any, _ mirror: Mirror) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let verdict = structsBuiltByTheirProperties.withValue({ $0[type] }) { return verdict }
    let verdict =
      !(value is any CustomReflectable)
      && mirror.children.allSatisfy { child in
        !(child.label?.hasPrefix("_") ?? true) || child.value is any _AnyShared || child.value is any PresentsStorage
      }
    structsBuiltByTheirProperties.withValue { $0[type] = verdict }
    return verdict
  }

  private static func sortedEntries(_ mirror: Mirror, at moment: Moment) -> [DictionaryEntry] {
    mirror.children.map { child in
      let pair = Array(Mirror(reflecting: child.value).children)
      return DictionaryEntry(key: make(pair[0].value, at: moment), value: make(pair[1].value, at: moment))
    }.sorted { $0.key.sortKey < $1.key.sortKey }
  }

  /// A property wrapper's storage, `_alert` for `@Presents var alert`, as the property.
  private static func wrapped(_ value: Any, at moment: Moment) -> ExportValue {
    guard kind(of: value) == .presents, let presents = value as? any PresentsStorage else {
      return make(value, at: moment)
    }
    return presents.presented.map { .some(make($0, at: moment)) } ?? .literal("nil")
  }

  private static func propertyName(_ label: String) -> String {
    label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  private static func enumCase(_ value: Any, _ mirror: Mirror, at moment: Moment) -> ExportValue {
    guard let child = mirror.children.first, let name = child.label else {
      // A case without a payload: its name, unless the type prints itself some other way.
      if value is any CustomStringConvertible || value is any CustomDebugStringConvertible {
        return .unrenderable(typeName(type(of: value)))
      }
      return .enumCase(name: String(describing: value), payload: [])
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      return .enumCase(name: name, payload: payload.children.map { element in
        let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        return Field(label: label, value: make(element.value, at: moment))
      })
    }
    return .enumCase(name: name, payload: [Field(label: nil, value: make(child.value, at: moment))])
  }

  /// Swift source for the values Swift spells with a literal.
  private static func literal(_ value: Any) -> String? {
    switch value {
    case let value as String: return value.debugDescription
    case let value as Bool: return value.description
    case let value as Int: return value.description
    case let value as any BinaryInteger: return "\(value)"
    case let value as Double: return value.isFinite ? "\(value)" : nil
    case let value as any SwiftLiteralSpelled: return value.swiftLiteral
    case let value as Date: return "Date(timeIntervalSince1970: \(value.timeIntervalSince1970))"
    default: return nil
    }
  }

  /// Whether `value` may hold a `@Shared` value, whose form depends on when it is read; when
  /// not, its form is a function of its value, the same whenever it is built (see
  /// ``ActionForm``). A type with no reference in it holds none; a class, or a container the
  /// export reads by its own protocol, is taken to, as what the form reads of it is not its
  /// mirror's.
  static func mayHoldShared(_ value: Any) -> Bool {
    if _openExistential(value, do: isPlainData) { return false }
    switch kind(of: value) {
    case .literal: return false
    case .reflected: break
    case .shared, .alert, .elements, .binding, .identified, .presents: return true
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum, .struct, .tuple, .optional, .collection, .set, .dictionary:
      return mirror.children.contains { mayHoldShared($0.value) }
    default:
      return true
    }
  }

  /// The order sets and dictionaries render in: by their rendered text.
  var sortKey: String {
    (try? SwiftSource.render(self, context: .init())) ?? ""
  }
}

/// Whether `Value` holds no reference: no storage, object or `@Shared` value. Called with
/// the value opened, as `Value` is otherwise `Any`.
private func isPlainData<Value>(_: Value) -> Bool {
  _isPOD(Value.self)
}

/// `Identified(value, id: id)`, as `Identified`'s initializer takes it: its properties are
/// not its initializer's labels, and its `id` cannot be set alone.
private protocol ExportedIdentified {
  var exportedValue: Any { get }
  var exportedID: Any { get }
}

extension Identified: ExportedIdentified {
  fileprivate var exportedValue: Any { value }
  fileprivate var exportedID: Any { id }
}
