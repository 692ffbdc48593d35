#include "raw_photo_grid.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

struct RawPhotoGrid {
    GtkStringList *list;
    GtkWidget *window;
    GtkWidget *scroller;
    GtkWidget *grid;
    GHashTable *cache; /* path -> GdkTexture */
    int side;
    gboolean closed;
};

typedef struct {
    RawPhotoGrid *grid;
    GtkListItem *item;
    char *path;
} Request;

static void decode_thread(GTask *task, gpointer source, gpointer data, GCancellable *cancellable) {
    Request *request = data;
    GError *error = NULL;
    GdkPixbuf *pixbuf =
        gdk_pixbuf_new_from_file_at_scale(request->path, request->grid->side, request->grid->side, TRUE, &error);
    if (!pixbuf) {
        g_task_return_error(task, error);
        return;
    }
    GdkTexture *texture = gdk_texture_new_for_pixbuf(pixbuf);
    g_object_unref(pixbuf);
    g_task_return_pointer(task, texture, g_object_unref);
}

static void request_free(Request *request) {
    g_object_unref(request->item);
    g_free(request->path);
    g_free(request);
}

static void decoded(GObject *source, GAsyncResult *result, gpointer data) {
    Request *request = g_task_get_task_data(G_TASK(result));
    GdkTexture *texture = g_task_propagate_pointer(G_TASK(result), NULL);
    if (texture && !request->grid->closed) {
        g_hash_table_replace(request->grid->cache, g_strdup(request->path), g_object_ref(texture));
        const char *bound = g_object_get_data(G_OBJECT(request->item), "path");
        GtkWidget *box = gtk_list_item_get_child(request->item);
        if (bound && box && g_str_equal(bound, request->path)) {
            gtk_picture_set_paintable(GTK_PICTURE(gtk_widget_get_first_child(box)), GDK_PAINTABLE(texture));
        }
    }
    if (texture) g_object_unref(texture);
}

static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
    GtkWidget *picture = gtk_picture_new();
    gtk_widget_set_size_request(picture, 128, 128);
    gtk_picture_set_content_fit(GTK_PICTURE(picture), GTK_CONTENT_FIT_COVER);
    GtkWidget *label = gtk_label_new("");
    gtk_label_set_lines(GTK_LABEL(label), 1);
    gtk_widget_set_size_request(label, 128, -1);
    gtk_box_append(GTK_BOX(box), picture);
    gtk_box_append(GTK_BOX(box), label);
    gtk_list_item_set_child(item, box);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    RawPhotoGrid *grid = data;
    const char *path = gtk_string_object_get_string(GTK_STRING_OBJECT(gtk_list_item_get_item(item)));
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkWidget *picture = gtk_widget_get_first_child(box);
    char *name = g_path_get_basename(path);
    gtk_label_set_text(GTK_LABEL(gtk_widget_get_last_child(box)), name);
    gtk_widget_set_tooltip_text(box, name);
    g_free(name);
    g_object_set_data_full(G_OBJECT(item), "path", g_strdup(path), g_free);
    GdkTexture *cached = g_hash_table_lookup(grid->cache, path);
    if (cached) {
        gtk_picture_set_paintable(GTK_PICTURE(picture), GDK_PAINTABLE(cached));
        return;
    }
    gtk_picture_set_paintable(GTK_PICTURE(picture), NULL);
    Request *request = g_new0(Request, 1);
    request->grid = grid;
    request->item = g_object_ref(item);
    request->path = g_strdup(path);
    GTask *task = g_task_new(NULL, NULL, decoded, NULL);
    g_task_set_task_data(task, request, (GDestroyNotify)request_free);
    g_task_run_in_thread(task, decode_thread);
    g_object_unref(task);
}

static void unbind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    g_object_set_data(G_OBJECT(item), "path", NULL);
}

RawPhotoGrid *raw_photo_grid_new(int side) {
    RawPhotoGrid *grid = g_new0(RawPhotoGrid, 1);
    grid->side = side;
    grid->cache = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    grid->list = gtk_string_list_new(NULL);
    return grid;
}

typedef struct {
    char *path;
    gint64 modified;
} Entry;

static int newest_first(const void *a, const void *b) {
    const Entry *x = a, *y = b;
    if (x->modified != y->modified) return x->modified < y->modified ? 1 : -1;
    return strcmp(x->path, y->path);
}

void raw_photo_grid_list(RawPhotoGrid *grid, const char *directory) {
    GDir *dir = g_dir_open(directory, 0, NULL);
    if (!dir) return;
    GArray *entries = g_array_new(FALSE, FALSE, sizeof(Entry));
    const char *name;
    while ((name = g_dir_read_name(dir))) {
        if (!g_str_has_suffix(name, ".jpg") && !g_str_has_suffix(name, ".png")) continue;
        Entry entry = {g_build_filename(directory, name, NULL), 0};
        GStatBuf info;
        if (g_stat(entry.path, &info) == 0) entry.modified = info.st_mtime;
        g_array_append_val(entries, entry);
    }
    g_dir_close(dir);
    qsort(entries->data, entries->len, sizeof(Entry), newest_first);
    for (guint i = 0; i < entries->len; i++) {
        Entry *entry = &g_array_index(entries, Entry, i);
        gtk_string_list_append(grid->list, entry->path);
        g_free(entry->path);
    }
    g_array_free(entries, TRUE);
}

void raw_photo_grid_present(RawPhotoGrid *grid, const char *title, int width, int height) {
    GtkStringList *list = grid->list;
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup), grid);
    g_signal_connect(factory, "bind", G_CALLBACK(bind), grid);
    g_signal_connect(factory, "unbind", G_CALLBACK(unbind), grid);
    grid->grid = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_single_selection_new(G_LIST_MODEL(list))), factory);
    gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid->grid), 8);
    grid->scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(grid->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_vexpand(grid->scroller, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(grid->scroller), grid->grid);
    grid->window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(grid->window), title);
    gtk_window_set_default_size(GTK_WINDOW(grid->window), width, height);
    gtk_window_set_child(GTK_WINDOW(grid->window), grid->scroller);
    gtk_window_present(GTK_WINDOW(grid->window));
}

static void count_pictures(GtkWidget *widget, int *loaded, int *cells) {
    if (GTK_IS_PICTURE(widget)) {
        *cells += 1;
        if (gtk_picture_get_paintable(GTK_PICTURE(widget))) *loaded += 1;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        count_pictures(child, loaded, cells);
    }
}

int raw_photo_grid_loaded(RawPhotoGrid *grid, int *cells) {
    int loaded = 0;
    *cells = 0;
    count_pictures(grid->grid, &loaded, cells);
    return loaded;
}

double raw_photo_grid_scroll_to(RawPhotoGrid *grid, double value) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(grid->scroller));
    gtk_adjustment_set_value(adjustment, value);
    return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment);
}

void raw_photo_grid_close(RawPhotoGrid *grid) {
    grid->closed = TRUE;
    gtk_window_destroy(GTK_WINDOW(grid->window));
    g_hash_table_unref(grid->cache);
    /* Requests still in flight keep `grid` pointers: leak the small struct rather than race them. */
}
