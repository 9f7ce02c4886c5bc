import LessonRegistry

/// The lessons, in the order a learner takes them.
public let allLessons: [Lesson] = [
  .counter,
  .timers,
  .cancellation,
  .sharedStats,
  .signUp,
]
