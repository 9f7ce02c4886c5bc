// A program that links what `tca-playground` links and does nothing: the floor for its
// start-up time in `playground-benchmark startup`. Naming one type from each module keeps the
// linker from dropping them; nothing runs.
import ArgumentParser
import FeatureOpening
import Lessons
import OpenedFeatures
import PlaygroundSession
import PlaygroundTerminal

let linked: [Any.Type] = [Playground.self, LineEditor.self, CommandConfiguration.self, MechanicalEdits.self]
let lessons: () -> [Lesson] = { allLessons + (openedFeature.map { [$0.lesson] } ?? []) }
