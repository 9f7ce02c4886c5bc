import ComposableArchitecture
import Foundation

/// Fetches a file as a stream of transfer events: the fraction done as it goes, then its size.
@DependencyClient
struct Downloader {
  var fetch: @Sendable (_ source: URL) -> AsyncThrowingStream<Transfer, any Error> = { _ in .finished() }

  @CasePathable
  enum Transfer: Equatable {
    case finished(bytes: Int)
    case progress(Double)
  }
}

extension DependencyValues {
  var downloader: Downloader {
    get { self[Downloader.self] }
    set { self[Downloader.self] = newValue }
  }
}

/// Why a simulated transfer stopped: the `failing` mode's error.
struct TransferError: LocalizedError, Equatable, Decodable {
  var reason = "The connection dropped halfway through."
  var errorDescription: String? { reason }
}

extension Downloader: DependencyKey {
  /// Never touches the network: a transfer of two seconds on the injected clock.
  static let liveValue = Self.simulated(droppingAt: nil)
  static let testValue = Self()

  /// A transfer simulated on the injected clock: a quarter more every 500 ms, then the file's
  /// size, a megabyte a letter of its name; with `droppingAt`, it throws ``TransferError``
  /// instead of reporting that quarter.
  static func simulated(droppingAt droppedQuarter: Int?) -> Self {
    Self(
      fetch: { source in
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Transfer.self)
        let transfer = Task {
          @Dependency(\.continuousClock) var clock
          do {
            for quarter in 1...4 {
              try await clock.sleep(for: .milliseconds(500))
              guard quarter != droppedQuarter else { throw TransferError() }
              continuation.yield(.progress(Double(quarter) / 4))
            }
            continuation.yield(.finished(bytes: source.lastPathComponent.count * 1_000_000))
            continuation.finish()
          } catch {
            continuation.finish(throwing: error)
          }
        }
        continuation.onTermination = { _ in transfer.cancel() }
        return stream
      }
    )
  }

  /// A transfer that never reports anything; only cancelling it ends it: the `never` mode.
  static let never = Self(
    fetch: { _ in
      let (stream, continuation) = AsyncThrowingStream.makeStream(of: Transfer.self)
      let waiting = Task { try? await Task.never() }
      continuation.onTermination = { _ in waiting.cancel() }
      return stream
    }
  )
}
