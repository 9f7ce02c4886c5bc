import ComposableArchitecture
import Foundation

/// A member of the games club, as the club's book knows them.
struct Member: Equatable, Sendable {
  var name: String
  var number: Int
}

/// What the club answers a name and passphrase: welcome, or a code sent to the member's phone
/// that `confirm` must be given with the ticket.
enum SignInAnswer: Equatable, Sendable {
  case welcome(Member)
  case codeSent(ticket: String, to: String)
}

/// Why the club refused a sign-in or a code.
enum MembershipError: Equatable, LocalizedError, Sendable {
  case notAMember
  case wrongCode
  case expiredTicket
  case closed

  var errorDescription: String? {
    switch self {
    case .notAMember: "No member goes by that name with that passphrase."
    case .wrongCode: "That is not the code we sent. Check the text message and try again."
    case .expiredTicket: "This sign-in has expired. Start again from your name."
    case .closed: "The club is closed for the night."
    }
  }
}

/// Signs a member in to the games club, in one step or two: a name and a passphrase, then,
/// for members who asked for it, a code texted to their phone.
@DependencyClient
struct MembershipClient: Sendable {
  var signIn: @Sendable (_ name: String, _ passphrase: String) async throws -> SignInAnswer
  var confirm: @Sendable (_ code: String, _ ticket: String) async throws -> Member
}

extension MembershipClient: DependencyKey {
  /// The club's book, simulated here on the injected clock: it answers after a second and
  /// never reaches a network.
  static let liveValue = Self(
    signIn: { name, passphrase in
      try await clock.sleep(for: .seconds(1))
      guard let entry = ClubBook.entry(named: name), entry.passphrase == passphrase else {
        throw MembershipError.notAMember
      }
      guard let phone = entry.phone else { return .welcome(entry.member) }
      return .codeSent(ticket: ClubBook.ticket(for: entry), to: phone)
    },
    confirm: { code, ticket in
      try await clock.sleep(for: .seconds(1))
      guard let entry = ClubBook.entry(forTicket: ticket) else { throw MembershipError.expiredTicket }
      guard code == entry.code else { throw MembershipError.wrongCode }
      return entry.member
    }
  )

  /// Refuses every sign-in and code after a second: the `closed` mode.
  static let closed = Self(
    signIn: { _, _ in
      try await clock.sleep(for: .seconds(1))
      throw MembershipError.closed
    },
    confirm: { _, _ in
      try await clock.sleep(for: .seconds(1))
      throw MembershipError.closed
    }
  )

  /// Never answers; only cancellation ends a request: the `never` mode.
  static let never = Self(
    signIn: { _, _ in try await Task.never() },
    confirm: { _, _ in try await Task.never() }
  )

  static let testValue = Self()
}

extension DependencyValues {
  var membership: MembershipClient {
    get { self[MembershipClient.self] }
    set { self[MembershipClient.self] = newValue }
  }
}

/// The members the simulated club knows. Names match whatever their case; Lin asked for a
/// code by text message.
enum ClubBook {
  struct Entry {
    var member: Member
    var passphrase: String
    var phone: String?
    var code: String?
  }

  static let entries = [
    Entry(member: Member(name: "Ada", number: 1), passphrase: "first move"),
    Entry(member: Member(name: "Lin", number: 2), passphrase: "last match", phone: "•••• 0417", code: "2718"),
  ]

  static func entry(named name: String) -> Entry? {
    entries.first { $0.member.name.lowercased() == name.lowercased() }
  }

  /// The ticket a code is confirmed with: the member's number, which a sign-in for that member
  /// always answers, so a session's tickets are the same on every run.
  static func ticket(for entry: Entry) -> String {
    "ticket-\(entry.member.number)"
  }

  static func entry(forTicket ticket: String) -> Entry? {
    entries.first { $0.code != nil && self.ticket(for: $0) == ticket }
  }
}

/// The clock the simulated club waits on: the injected one, virtual in the playground.
private var clock: any Clock<Duration> {
  @Dependency(\.continuousClock) var clock
  return clock
}
