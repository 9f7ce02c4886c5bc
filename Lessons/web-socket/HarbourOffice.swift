import ComposableArchitecture
import Foundation

/// The harbour office at the other end of ``HarbourRadio``, simulated on the injected clock.
///
/// Tuning in takes a second, then the office answers the boat's call sign. A message gets its
/// reply two seconds later: the office reads what it heard for "berth" or "weather", and asks
/// for anything else to be said again. All waiting is on `@Dependency(\.continuousClock)`, so
/// nothing happens until the clock moves.
final class HarbourOffice: Sendable {
  /// How long tuning in takes, or finding out no one answers.
  static let tuning = Duration.seconds(1)
  /// From a message heard to the office's reply.
  static let replyDelay = Duration.seconds(2)

  private let isClosed: Bool
  private let stormAfter: Duration?
  private let links = LockIsolated<[HarbourRadio.Channel: Link]>([:])

  private struct Link {
    let heard: AsyncStream<String>
    let say: AsyncStream<String>.Continuation
  }

  /// - Parameters:
  ///   - isClosed: No one answers: each tune-in is lost after ``tuning``.
  ///   - stormAfter: Each link is lost this long after it was tuned in.
  init(isClosed: Bool = false, stormAfter: Duration? = nil) {
    self.isClosed = isClosed
    self.stormAfter = stormAfter
  }

  /// The link's events, made as the effect asks for the next one: the tuning, then the wait
  /// until a storm drowns the signal, both on the clock of the effect listening. Cancelling
  /// that effect switches the link off.
  func tuneIn(_ channel: HarbourRadio.Channel, callSign: String) -> AsyncStream<HarbourRadio.Event> {
    enum Stage { case tuning, onAir, over }
    let stage = LockIsolated(Stage.tuning)
    return AsyncStream(
      unfolding: {
        @Dependency(\.continuousClock) var clock
        switch stage.value {
        case .tuning:
          do { try await clock.sleep(for: Self.tuning) } catch { return nil }
          guard !self.isClosed else {
            stage.setValue(.over)
            return .lost(reason: "No answer on channel \(channel.rawValue): the office is closed.")
          }
          let (heard, say) = AsyncStream.makeStream(of: String.self)
          say.yield("\(callSign), harbour office. Go ahead.")
          self.links.withValue { $0[channel] = Link(heard: heard, say: say) }
          stage.setValue(.onAir)
          return .tunedIn

        case .onAir:
          do {
            if let stormAfter = self.stormAfter {
              try await clock.sleep(for: stormAfter)
            } else {
              try await Task.never()
            }
          } catch {
            self.switchOff(channel)
            return nil
          }
          self.switchOff(channel)
          stage.setValue(.over)
          return .lost(reason: "The storm drowned the signal.")

        case .over:
          return nil
        }
      },
      onCancel: { self.switchOff(channel) }
    )
  }

  func listen(_ channel: HarbourRadio.Channel) throws -> AsyncStream<String> {
    try link(channel).heard
  }

  /// Replies once ``replyDelay`` is over, if the link is still on air by then.
  func hear(_ message: String, on channel: HarbourRadio.Channel) async throws {
    _ = try link(channel)
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: Self.replyDelay)
    try link(channel).say.yield(Self.reply(to: message))
  }

  func radioCheck(_ channel: HarbourRadio.Channel) throws {
    _ = try link(channel)
  }

  /// What the office answers.
  static func reply(to message: String) -> String {
    let words = message.lowercased()
    if words.contains("berth") { return "Berth 4 on the east pontoon is free. Over." }
    if words.contains("weather") { return "Wind south-west 3, sea slight, good visibility. Over." }
    return "Say again, please. Over."
  }

  private func link(_ channel: HarbourRadio.Channel) throws -> Link {
    guard let link = links.value[channel] else { throw OffAir() }
    return link
  }

  private func switchOff(_ channel: HarbourRadio.Channel) {
    links.withValue { $0.removeValue(forKey: channel) }?.say.finish()
  }
}
