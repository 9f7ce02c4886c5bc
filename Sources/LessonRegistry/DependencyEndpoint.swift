import ComposableArchitecture
import Dependencies

/// One endpoint of a switchable dependency, `timetable.departures`, whose calls the playground
/// records for the export: a test overrides the endpoints a session called with what they
/// answered, as TCA's case-study tests override `$0.factClient.fetch`, and leaves the others
/// to the client's unimplemented `testValue`.
public struct DependencyEndpoint: Sendable {
  /// The endpoint's property, `departures`; empty where the dependency is itself a closure,
  /// `fetchNumber`, which an override sets whole: `$0.fetchNumber = { … }`.
  public let name: String
  /// Its parameters' names, as an override's closure names them when it tells calls apart by
  /// their arguments: `number`; `email`, `password`. `_` for an argument a test cannot spell,
  /// a web socket's id: the override then tells the calls apart by their order.
  public let parameters: [String]
  /// Whether it answers with a stream of events, as `downloadClient.download` does, rather than
  /// with one value.
  public let streams: Bool
  /// For a stream that never fails, the type of its events as an override names them in
  /// `AsyncStream<Void>`, empty where the endpoint's type names the stream, `AsyncStream<Action>`,
  /// whose events the override's `AsyncStream` infers; `nil` for one that can fail, an
  /// `AsyncThrowingStream`.
  public var streamElement: String? { nameStreamElement() }
  /// Names ``streamElement`` when asked, by the export alone: custom-dump's first type name
  /// compiles Foundation's regular expressions, a quarter of start-up when every lesson's
  /// endpoints were made with their names.
  private let nameStreamElement: @Sendable () -> String?
  /// Whether it can throw, as the override's closure then may: one that cannot, such as
  /// `audioRecorder.currentTime`, waits with `try?` and answers every call.
  public let throwing: Bool
  private let wrap: @Sendable (inout DependencyValues, any EndpointCallRecorder) -> Void

  /// What every closure shape's initialiser sets; each wraps its endpoint in its own way, as
  /// Swift cannot abstract over a closure's arguments or effects.
  private init(
    name: String, parameters: [String], streams: Bool = false,
    streamElement: @autoclosure @escaping @Sendable () -> String? = nil, throwing: Bool = true,
    wrap: @escaping @Sendable (inout DependencyValues, any EndpointCallRecorder) -> Void
  ) {
    self.name = name
    self.parameters = parameters
    self.streams = streams
    self.nameStreamElement = streamElement
    self.throwing = throwing
    self.wrap = wrap
  }

  /// An endpoint of one argument: `DependencyEndpoint("departures", \.timetable.departures, parameter: "station")`.
  public init<Input: Sendable, Output: Sendable>(
    _ name: String,
    _ endpoint: WritableKeyPath<DependencyValues, @Sendable (Input) async throws -> Output> & Sendable,
    parameter: String
  ) {
    self.init(name: name, parameters: [parameter]) { values, recorder in
      let recorded = Self.recording(name, values[keyPath: endpoint], recorder) { [$0] }
      values[keyPath: endpoint] = recorded
    }
  }

  /// An endpoint of no argument that answers at once: `DependencyEndpoint("authorizationStatus",
  /// \.speechClient.authorizationStatus)`.
  public init<Output: Sendable>(_ name: String, _ endpoint: WritableKeyPath<DependencyValues, @Sendable () -> Output> & Sendable) {
    self.init(name: name, parameters: [], throwing: false) { values, recorder in
      let original = values[keyPath: endpoint]
      values[keyPath: endpoint] = {
        let call = recorder.called(name, arguments: [])
        let output = original()
        recorder.ended(call, .returned(output))
        return output
      }
    }
  }

  /// An endpoint of no argument that answers when it can, and never throws:
  /// `DependencyEndpoint("requestAuthorization", \.speechClient.requestAuthorization)`.
  public init<Output: Sendable>(_ name: String, _ endpoint: WritableKeyPath<DependencyValues, @Sendable () async -> Output> & Sendable) {
    self.init(name: name, parameters: [], throwing: false) { values, recorder in
      let original = values[keyPath: endpoint]
      values[keyPath: endpoint] = {
        let call = recorder.called(name, arguments: [])
        let output = await original()
        recorder.ended(call, .returned(output))
        return output
      }
    }
  }

  /// An endpoint of one argument that answers with a stream: `DependencyEndpoint("download",
  /// \.downloadClient.download, parameter: "url")`. Each event is recorded as the feature takes it.
  public init<Input: Sendable, Element: Sendable>(
    _ name: String,
    _ endpoint: WritableKeyPath<DependencyValues, @Sendable (Input) -> AsyncThrowingStream<Element, any Error>> & Sendable,
    parameter: String
  ) {
    self.init(name: name, parameters: [parameter], streams: true) { values, recorder in
      let original = values[keyPath: endpoint]
      values[keyPath: endpoint] = { input in
        let call = recorder.called(name, arguments: [input])
        return Self.recording(original(input), call, recorder)
      }
    }
  }

  /// The same, for an endpoint that makes its stream asynchronously: `DependencyEndpoint(
  /// "startTask", \.speechClient.startTask, parameter: "request")`.
  public init<Input: Sendable, Element: Sendable>(
    _ name: String,
    _ endpoint: WritableKeyPath<DependencyValues, @Sendable (Input) async -> AsyncThrowingStream<Element, any Error>> & Sendable,
    parameter: String
  ) {
    self.init(name: name, parameters: [parameter], streams: true) { values, recorder in
      let original = values[keyPath: endpoint]
      values[keyPath: endpoint] = { input in
        let call = recorder.called(name, arguments: [input])
        return Self.recording(await original(input), call, recorder)
      }
    }
  }

  /// A dependency that is itself a closure of no argument, `DependencyEndpoint(\.fetchNumber)`:
  /// its override sets the whole dependency.
  public init<Output: Sendable>(_ dependency: WritableKeyPath<DependencyValues, @Sendable () async throws -> Output> & Sendable) {
    self.init(name: "", parameters: []) { values, recorder in
      let original = values[keyPath: dependency]
      let recorded = Self.recording("", { (_: Void) in try await original() }, recorder) { _ in [] }
      values[keyPath: dependency] = { try await recorded(()) }
    }
  }

  /// A dependency that is itself a closure of no argument answering with a stream that never
  /// fails, `DependencyEndpoint(\.screenshots)`. Each event is recorded as the feature takes it.
  public init<Element: Sendable>(
    _ dependency: WritableKeyPath<DependencyValues, @Sendable () async -> any AsyncSequence<Element, Never>> & Sendable
  ) {
    self.init(name: "", parameters: [], streams: true, streamElement: Self.sourceName(of: Element.self)) { values, recorder in
      let original = values[keyPath: dependency]
      values[keyPath: dependency] = {
        let call = recorder.called("", arguments: [])
        return Self.recording(await original(), call, recorder)
      }
    }
  }

  /// An endpoint of two arguments: `DependencyEndpoint("signIn", \.membership.signIn, parameters: "name", "passphrase")`.
  public init<First: Sendable, Second: Sendable, Output: Sendable>(
    _ name: String,
    _ endpoint: WritableKeyPath<DependencyValues, @Sendable (First, Second) async throws -> Output> & Sendable,
    parameters first: String, _ second: String
  ) {
    self.init(name: name, parameters: [first, second]) { values, recorder in
      let original = values[keyPath: endpoint]
      let recorded = Self.recording(name, { (input: (First, Second)) in try await original(input.0, input.1) }, recorder) {
        [$0.0, $0.1]
      }
      values[keyPath: endpoint] = { first, second in try await recorded((first, second)) }
    }
  }

  /// Replaces the endpoint in `values` with one that tells `recorder` of each call and how it
  /// ended, and otherwise does what it did.
  package func record(in values: inout DependencyValues, to recorder: any EndpointCallRecorder) {
    wrap(&values, recorder)
  }

  /// `stream`, telling `recorder` of each event and of its end.
  private static func recording<Element: Sendable>(
    _ stream: AsyncThrowingStream<Element, any Error>, _ call: Int, _ recorder: any EndpointCallRecorder
  ) -> AsyncThrowingStream<Element, any Error> {
    let events = RecordedEvents(stream.makeAsyncIterator(), call, recorder)
    return AsyncThrowingStream(unfolding: { try await events.next() })
  }

  /// The same for a stream that never fails: it ends when it finishes, or when the feature
  /// stops listening.
  private static func recording<Element: Sendable>(
    _ sequence: any AsyncSequence<Element, Never>, _ call: Int, _ recorder: any EndpointCallRecorder
  ) -> AsyncStream<Element> {
    let events = RecordedEvents(sequence.makeAsyncIterator(), call, recorder)
    return AsyncStream(unfolding: { await events.next() })
  }

  /// A type as a test's source names it: `Void`, not custom-dump's `()`.
  private static func sourceName(of type: Any.Type) -> String {
    type == Void.self ? "Void" : displayName(type)
  }

  /// `original`, telling `recorder` of each call. It adds no suspension point, so effects
  /// run in the order they did without it.
  private static func recording<Input, Output: Sendable>(
    _ name: String,
    _ original: @escaping @Sendable (Input) async throws -> Output,
    _ recorder: any EndpointCallRecorder,
    arguments: @escaping @Sendable (Input) -> [any Sendable]
  ) -> @Sendable (Input) async throws -> Output {
    { input in
      let call = recorder.called(name, arguments: arguments(input))
      do {
        let output = try await original(input)
        recorder.ended(call, .returned(output))
        return output
      } catch {
        recorder.ended(call, error is CancellationError ? .cancelled : .threw(error))
        throw error
      }
    }
  }
}

// Endpoints that answer with a stream that never fails, whose calls can also throw or take
// three arguments: the web socket's `open(id:url:protocols:)` and `receive(id:)`.
extension DependencyEndpoint {
  /// An endpoint of three arguments that answers with a stream that never fails:
  /// `DependencyEndpoint("open", \.webSocket.open, parameters: "_", "_", "_")`. Each event is
  /// recorded as the feature takes it.
  public init<First: Sendable, Second: Sendable, Third: Sendable, Element: Sendable>(
    _ name: String,
    _ endpoint: WritableKeyPath<DependencyValues, @Sendable (First, Second, Third) async -> AsyncStream<Element>> & Sendable,
    parameters first: String, _ second: String, _ third: String
  ) {
    self.init(name: name, parameters: [first, second, third], streams: true, streamElement: "") { values, recorder in
      let original = values[keyPath: endpoint]
      values[keyPath: endpoint] = { first, second, third in
        let call = recorder.called(name, arguments: [first, second, third])
        return Self.recording(await original(first, second, third), call, recorder)
      }
    }
  }

  /// An endpoint of one argument that throws, or answers with a stream that never fails:
  /// `DependencyEndpoint("receive", \.webSocket.receive, parameter: "_")`.
  public init<Input: Sendable, Element: Sendable>(
    _ name: String,
    _ endpoint: WritableKeyPath<DependencyValues, @Sendable (Input) async throws -> AsyncStream<Element>> & Sendable,
    parameter: String
  ) {
    self.init(name: name, parameters: [parameter], streams: true, streamElement: "") { values, recorder in
      let original = values[keyPath: endpoint]
      values[keyPath: endpoint] = { input in
        let call = recorder.called(name, arguments: [input])
        do {
          return Self.recording(try await original(input), call, recorder)
        } catch {
          recorder.ended(call, error is CancellationError ? .cancelled : .threw(error))
          throw error
        }
      }
    }
  }
}

/// Hears the calls of a dependency's endpoints: see ``DependencyEndpoint``.
package protocol EndpointCallRecorder: Sendable {
  /// An endpoint was called with `arguments`; the token names the call in ``ended(_:_:)``.
  func called(_ endpoint: String, arguments: [any Sendable]) -> Int
  /// The stream the call answered with sent `event`.
  func yielded(_ call: Int, _ event: any Sendable)
  func ended(_ call: Int, _ outcome: EndpointCallEnd)
}

/// How a recorded call ended.
package enum EndpointCallEnd: Sendable {
  case returned(any Sendable)
  /// Its stream finished.
  case finished
  case threw(any Error)
  /// Cancelled by the feature, or as the lesson ended, before it answered.
  case cancelled
}
