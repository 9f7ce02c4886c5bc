// A session is made from lessons: whoever starts one names `Lesson`, so it comes with the engine.
@_exported import LessonRegistry
