import ComposableArchitecture
import Foundation

/// A boat's marine radio link to the harbour office: a long-living connection, like a web
/// socket, that is tuned in, listened to, transmitted on and checked.
///
/// The playground never touches the network: its live value is ``HarbourOffice``, an office
/// simulated on the injected clock.
@DependencyClient
struct HarbourRadio {
  /// A VHF channel; the harbour office works channel 12.
  enum Channel: Int, CaseIterable, Sendable {
    case harbourOffice = 12
  }

  /// Transmit power, in watts: marine radios switch between 1 W for the marina and 25 W for
  /// the open sea.
  enum Power: Int, CaseIterable, Sendable {
    case low = 1
    case high = 25
  }

  /// What happens to the link; `@CaseReflectable` lets the shell type and receive it.
  @CasePathable
  @CaseReflectable
  enum Event: Equatable {
    case tunedIn
    case lost(reason: String)
  }

  var tuneIn: @Sendable (_ channel: Channel, _ callSign: String, _ power: Power) async -> AsyncStream<Event> = {
    _, _, _ in .finished
  }
  var listen: @Sendable (_ channel: Channel) async throws -> AsyncStream<String>
  var transmit: @Sendable (_ channel: Channel, _ message: String) async throws -> Void
  var radioCheck: @Sendable (_ channel: Channel) async throws -> Void
}

extension HarbourRadio: DependencyKey {
  /// A fresh office each time it is asked for, so two stores never share a link.
  static var liveValue: Self { .office(HarbourOffice()) }

  /// Unimplemented: every endpoint but `tuneIn`, which has a default, reports an issue when
  /// called, so a test says which endpoints its feature uses.
  static let testValue = Self()
}

extension HarbourRadio {
  /// The radio of a simulated office.
  static func office(_ office: HarbourOffice) -> Self {
    Self(
      tuneIn: { channel, callSign, _ in office.tuneIn(channel, callSign: callSign) },
      listen: { try office.listen($0) },
      transmit: { try await office.hear($1, on: $0) },
      radioCheck: { try office.radioCheck($0) }
    )
  }

  /// An office whose radio is switched off for the night: the `closed` mode.
  static var closed: Self { .office(HarbourOffice(isClosed: true)) }

  /// An office whose signal a storm drowns 25 seconds after each tune-in: the `stormy` mode.
  static var stormy: Self { .office(HarbourOffice(stormAfter: .seconds(25))) }
}

extension DependencyValues {
  var harbourRadio: HarbourRadio {
    get { self[HarbourRadio.self] }
    set { self[HarbourRadio.self] = newValue }
  }
}

/// What the office's `listen`, `transmit` and `radioCheck` throw when the channel is not tuned
/// in: an error of the playground's own, which an exported test declares.
struct OffAir: Error, Equatable, Decodable {}
