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

static guint source_id = 0;
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

int graft_attach_main_queue(void) {
    if (source_id != 0) return 1;
    if (!is_main_thread()) return 0;
    source_id = g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, on_main_queue_ready, NULL);
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
