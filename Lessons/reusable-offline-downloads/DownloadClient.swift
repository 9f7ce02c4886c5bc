import ComposableArchitecture
import Foundation

/// Downloads a file as a stream of events: progress as it goes, then the data.
@DependencyClient
struct DownloadClient {
  var download: @Sendable (_ url: URL) -> AsyncThrowingStream<Event, any Error> = { _ in .finished() }

  @CasePathable
  enum Event: Equatable {
    case response(Data)
    case updateProgress(Double)
  }
}

extension DependencyValues {
  var downloadClient: DownloadClient {
    get { self[DownloadClient.self] }
    set { self[DownloadClient.self] = newValue }
  }
}

extension DownloadClient: DependencyKey {
  /// Never touches the network: a simulated download of four seconds on the injected clock.
  static let liveValue = Self.simulated(failingAfter: nil)

  static let testValue = Self()

  /// A download simulated on the injected clock: a quarter more every second, then the
  /// file's data; with `failingAfter`, it throws ``DownloadError`` once that many quarters are
  /// done.
  static func simulated(failingAfter quarters: Int?) -> Self {
    Self(
      download: { url in
        AsyncThrowingStream { continuation in
          let task = Task {
            @Dependency(\.continuousClock) var clock
            do {
              for quarter in 1...4 {
                try await clock.sleep(for: .seconds(1))
                if quarter - 1 == quarters { throw DownloadError() }
                continuation.yield(.updateProgress(Double(quarter) / 4))
              }
              continuation.yield(.response(Data("offline map of \(url.lastPathComponent)".utf8)))
              continuation.finish()
            } catch {
              continuation.finish(throwing: error)
            }
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
    )
  }

  /// A download that never sends an event; only cancellation ends it: the `never` mode.
  static let never = Self(
    download: { _ in
      AsyncThrowingStream { continuation in
        let task = Task {
          try? await Task.never()
          continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  )
}
