import LessonRegistry

// `tca-playground open FILE…` loads a feature from files outside the package: it writes them,
// with their mechanical edits, into `Generated/` beside this file (git-ignored), with a
// registration, and builds. They get this module of their own rather than a place in
// `Lessons`, since a file declaring `@Reducer struct Counter` would collide with the counter
// lesson's types there; and a folder of their own, never committed, since nothing of the
// user's, or of TCA's examples, enters the repository.
//
// This file is the target's committed one: with nothing opened it is the whole target, so the
// target is never empty and the package always builds.

/// A feature `open` loaded: its lesson, and what the build holds it from.
public struct OpenedFeature: Sendable {
  /// Of the generated files: a new `open` whose files give the same one needs no build.
  public let fingerprint: String
  /// `open`'s arguments, paths absolute: how `:reload` opens the files again.
  public let arguments: [String]
  public let lesson: Lesson

  public init(fingerprint: String, arguments: [String], lesson: Lesson) {
    self.fingerprint = fingerprint
    self.arguments = arguments
    self.lesson = lesson
  }
}

/// The feature this build holds from `open`, if any.
public var openedFeature: OpenedFeature? { Registry().opened }

/// Where the generated registration declares the opened feature. With nothing opened the
/// protocol's default answers `nil`; the generated `extension Registry` declares `opened`
/// on the type itself, which takes precedence.
protocol OpenedFeatureRegistry {
  var opened: OpenedFeature? { get }
}

extension OpenedFeatureRegistry {
  var opened: OpenedFeature? { nil }
}

struct Registry: OpenedFeatureRegistry {}
