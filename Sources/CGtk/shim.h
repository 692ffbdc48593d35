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

/// Sets (or, for NULL, resets) a string accessible property such as the label or description
/// (gtk_accessible_update_property is variadic, so not importable into Swift).
static inline void graft_accessible_set_string(GtkWidget *widget, GtkAccessibleProperty property, const char *text) {
    if (text) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, text, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
    }
}

/// Sets a boolean accessible state (hidden, selected, …).
static inline void graft_accessible_set_state(GtkWidget *widget, GtkAccessibleState state, gboolean value) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), state, value, -1);
}

/// Resets an accessible state to its default.
static inline void graft_accessible_reset_state(GtkWidget *widget, GtkAccessibleState state) {
    gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), state);
}

/// Makes `widget` labelled by `count` other widgets (the names of all of them, in order), or by
/// none when `count` is 0. GTK takes the list it is given.
static inline void graft_accessible_set_labelled_by(GtkWidget *widget, GtkWidget **targets, int count) {
    if (count <= 0) {
        gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
        return;
    }
    GList *list = NULL;
    for (int index = count - 1; index >= 0; index--) list = g_list_prepend(list, targets[index]);
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_POINTER);
    g_value_set_pointer(&value, list);
    GtkAccessibleRelation relation = GTK_ACCESSIBLE_RELATION_LABELLED_BY;
    gtk_accessible_update_relation_value(GTK_ACCESSIBLE(widget), 1, &relation, &value);
    g_value_unset(&value);
}

#endif
