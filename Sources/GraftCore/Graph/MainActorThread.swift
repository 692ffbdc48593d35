import Glibc
import GraftSystem

/// Remembers which thread runs the main actor, so a synchronous observation callback can tell
/// whether it may touch the graph at once (the main actor does not always run on the process's
/// first thread, for example under a test runner).
enum MainActorThread {
    nonisolated(unsafe) private static var thread: pthread_t?

    @MainActor static func record() { thread = pthread_self() }

    static var isCurrent: Bool {
        guard let thread else { return graft_is_main_thread() != 0 }
        return pthread_equal(thread, pthread_self()) != 0
    }
}
