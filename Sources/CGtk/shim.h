#ifndef GRAFT_CGTK_SHIM_H
#define GRAFT_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/eventfd.h>
#include <poll.h>

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
