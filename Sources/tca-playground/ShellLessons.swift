import Lessons
import OpenedFeatures
import PlaygroundSession

/// The lessons this build offers: the package's, in `Lessons/Chapters.md`'s order, then the
/// feature `open` built into it, if any, in a chapter of its own.
let shellLessons: [Lesson] = allLessons + (openedFeature.map { [$0.lesson] } ?? [])
