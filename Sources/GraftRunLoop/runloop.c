// The GLib main loop as Swift's main run loop.
//
// libdispatch on Linux exposes the main queue to foreign run loops as an eventfd
// (_dispatch_get_main_queue_handle_4CF) plus a drain callback (_dispatch_main_queue_callback_4CF),
// the pair CoreFoundation's RunLoop uses. A GLib unix-fd source watches the fd and drains the
// queue, so `Task { @MainActor }`, `Task.sleep` and `DispatchQueue.main` run inside GTK's loop.
//
// A Swift program with an async `main` (a Swift Testing runner, or an app) ends its synchronous
// part in swift_task_asyncMainDrainQueue, which calls dispatch_main(): that parks the main thread
// and lets worker threads run main-actor jobs, so the main actor would hop between threads —
// fatal for GTK and WebKit, which must stay on one thread. The runtime's drain hook is set here
// at load time to run the GLib loop on the main thread instead, so main-actor code always runs
// on the process's main thread, where GTK was initialised.
//
// Foundation's main run loop (CFRunLoop) is served here too, for its timers (`Timer.scheduledTimer`,
// `RunLoop.main.add(_:forMode:)`) and `RunLoop.main.perform`: a GLib source whose timeout is the
// run loop's next timer date runs one non-blocking pass of it when a timer is due. CoreFoundation
// is in libFoundation, which a program that never imports Foundation does not load: the symbols are
// weak, and the source does nothing without them.

#include "graft_runloop.h"

#include <glib-unix.h>
#include <glib.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

typedef void (__attribute__((swiftcall)) *graft_drain_original)(void);
typedef void (__attribute__((swiftcall)) *graft_drain_override)(graft_drain_original);
extern void (__attribute__((swiftcall)) *swift_task_asyncMainDrainQueue_hook)(
    graft_drain_original original, graft_drain_override compat_override);

extern void *CFRunLoopGetMain(void) __attribute__((weak));
extern double CFRunLoopGetNextTimerFireDate(void *loop, const void *mode) __attribute__((weak));
extern int CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled)
    __attribute__((weak));
extern double CFAbsoluteTimeGetCurrent(void) __attribute__((weak));
extern const void *const kCFRunLoopDefaultMode __attribute__((weak));

static guint source_id = 0;
static guint run_loop_source_id = 0;
static int draining = 0;
static int drain_requested = 0;

static int is_main_thread(void) { return (pid_t)syscall(SYS_gettid) == getpid(); }

static void reset_eventfd(int fd) {
    struct pollfd p = {.fd = fd, .events = POLLIN, .revents = 0};
    if (poll(&p, 1, 0) > 0 && (p.revents & POLLIN)) {
        eventfd_t value;
        (void)eventfd_read(fd, &value);
    }
}

// A main-actor job that iterates GLib itself (a nested loop) must not run other main-actor jobs
// inside it: that would break the actor's one-job-at-a-time rule. The nested wake-up is recorded
// and the queue is drained again once the running job returns.
static gboolean on_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    reset_eventfd(fd);
    if (draining) {
        drain_requested = 1;
        return G_SOURCE_CONTINUE;
    }
    draining = 1;
    do {
        drain_requested = 0;
        _dispatch_main_queue_callback_4CF(NULL);
    } while (drain_requested);
    draining = 0;
    return G_SOURCE_CONTINUE;
}

static int has_core_foundation(void) {
    return CFRunLoopGetMain && CFRunLoopGetNextTimerFireDate && CFRunLoopRunInMode && CFAbsoluteTimeGetCurrent &&
           &kCFRunLoopDefaultMode;
}

// Milliseconds until the main run loop's next timer (0 when one is due), or -1 when it has none.
// Inside a running main-actor job (a nested GLib loop) the run loop waits: a pass of it may drain
// the main queue, which would start another main-actor job inside the running one.
static gint run_loop_timeout(void) {
    if (draining) return -1;
    double next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
    if (next == 0) return -1;
    double remaining = next - CFAbsoluteTimeGetCurrent();
    if (remaining <= 0) return 0;
    double milliseconds = remaining * 1000 + 1;
    return milliseconds > G_MAXINT ? G_MAXINT : (gint)milliseconds;
}

static gboolean run_loop_prepare(GSource *source, gint *timeout) {
    (void)source;
    *timeout = run_loop_timeout();
    return *timeout == 0;
}

static gboolean run_loop_check(GSource *source) {
    (void)source;
    return run_loop_timeout() == 0;
}

// One pass of the run loop fires its due timers and blocks. It may drain the main queue itself,
// so it counts as draining: a job it runs that iterates GLib does not drain the queue again.
static gboolean run_loop_dispatch(GSource *source, GSourceFunc callback, gpointer data) {
    (void)source;
    (void)callback;
    (void)data;
    draining = 1;
    CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 0);
    draining = 0;
    if (drain_requested) on_main_queue_ready(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, NULL);
    return G_SOURCE_CONTINUE;
}

static GSourceFuncs run_loop_funcs = {run_loop_prepare, run_loop_check, run_loop_dispatch, NULL, NULL, NULL};

static void attach_run_loop(void) {
    if (run_loop_source_id != 0 || !has_core_foundation()) return;
    GSource *source = g_source_new(&run_loop_funcs, sizeof(GSource));
    g_source_set_name(source, "Foundation main run loop");
    run_loop_source_id = g_source_attach(source, NULL);
    g_source_unref(source);
}

int graft_attach_main_queue(void) {
    if (source_id != 0) return 1;
    if (!is_main_thread()) return 0;
    source_id = g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, on_main_queue_ready, NULL);
    attach_run_loop();
    return 1;
}

int graft_is_draining_main_queue(void) { return draining; }

__attribute__((swiftcall)) static void graft_async_main_drain(
    graft_drain_original original, graft_drain_override compat_override) {
    (void)original;
    (void)compat_override;
    graft_attach_main_queue();
    for (;;) g_main_context_iteration(NULL, TRUE);
}

__attribute__((constructor)) static void graft_install_drain_hook(void) {
    swift_task_asyncMainDrainQueue_hook = graft_async_main_drain;
}
