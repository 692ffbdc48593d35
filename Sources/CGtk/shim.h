#ifndef GRAFT_CGTK_SHIM_H
#define GRAFT_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/eventfd.h>
#include <poll.h>

// libdispatch's main-queue hooks for foreign run loops (exported by libdispatch on Linux; the
// same pair CoreFoundation's RunLoop uses). The handle is a file descriptor (an eventfd) that
// becomes readable when work is enqueued on the main queue; the callback drains the queue.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/// Resets the main queue's eventfd (if readable, without blocking), then drains the main queue.
/// Like CoreFoundation's run loop on Linux, the watcher consumes the eventfd counter itself.
static inline void graft_dispatch_main_queue_drain(int fd) {
    struct pollfd p = { .fd = fd, .events = POLLIN, .revents = 0 };
    if (poll(&p, 1, 0) > 0 && (p.revents & POLLIN)) {
        eventfd_t value;
        (void)eventfd_read(fd, &value);
    }
    _dispatch_main_queue_callback_4CF(NULL);
}

/// True on the process's main thread (the thread whose id equals the process id).
static inline int graft_is_main_thread(void) {
    return (pid_t)syscall(SYS_gettid) == getpid();
}

/// G_OBJECT_TYPE (a macro, not importable into Swift).
static inline GType graft_object_type(gpointer object) {
    return G_OBJECT_TYPE(object);
}

/// G_OBJECT_GET_CLASS (a macro, not importable into Swift).
static inline GObjectClass *graft_object_get_class(gpointer object) {
    return G_OBJECT_GET_CLASS(object);
}

#endif
