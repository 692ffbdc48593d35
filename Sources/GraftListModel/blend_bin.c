// A container blending its one child with the siblings drawn before it (see graft_blend_bin.h).

#include "graft_blend_bin.h"

typedef struct {
    GtkWidget parent_instance;
    GtkWidget *child;
    GskBlendMode mode;
    // The siblings behind, and a paintable watching each (index for index).
    GPtrArray *behind;
    GPtrArray *watchers;
} GraftBlendBin;

typedef struct {
    GtkWidgetClass parent_class;
} GraftBlendBinClass;

G_DEFINE_TYPE(GraftBlendBin, graft_blend_bin, GTK_TYPE_WIDGET)

static void graft_blend_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                    int *natural, int *minimum_baseline, int *natural_baseline) {
    GraftBlendBin *self = (GraftBlendBin *)widget;
    *minimum = 0;
    *natural = 0;
    if (self->child && gtk_widget_should_layout(self->child)) {
        gtk_widget_measure(self->child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
    }
}

static void graft_blend_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GraftBlendBin *self = (GraftBlendBin *)widget;
    if (self->child && gtk_widget_should_layout(self->child)) {
        gtk_widget_allocate(self->child, width, height, baseline, NULL);
    }
}

static void forget_behind(GraftBlendBin *self) {
    if (!self->watchers) return;
    for (guint i = 0; i < self->watchers->len; i++) {
        g_signal_handlers_disconnect_by_data(g_ptr_array_index(self->watchers, i), self);
    }
    g_ptr_array_set_size(self->watchers, 0);
    g_ptr_array_set_size(self->behind, 0);
}

static void behind_changed(GdkPaintable *paintable, GtkWidget *bin) {
    (void)paintable;
    gtk_widget_queue_draw(bin);
}

// Finds the nearest GtkOverlay around the bin and the widget below it that holds the bin; keeps
// the overlay's children before that one as what is behind, watching each for redraws.
static GtkWidget *find_behind(GraftBlendBin *self) {
    GtkWidget *below = GTK_WIDGET(self);
    GtkWidget *stack = gtk_widget_get_parent(below);
    while (stack && !GTK_IS_OVERLAY(stack)) {
        below = stack;
        stack = gtk_widget_get_parent(stack);
    }
    guint count = 0;
    gboolean same = stack != NULL;
    if (stack) {
        for (GtkWidget *sibling = gtk_widget_get_first_child(stack); sibling && sibling != below;
             sibling = gtk_widget_get_next_sibling(sibling), count++) {
            if (count >= self->behind->len || g_ptr_array_index(self->behind, count) != sibling) same = FALSE;
        }
    }
    if (same && count == self->behind->len) return stack;
    forget_behind(self);
    if (!stack) return NULL;
    for (GtkWidget *sibling = gtk_widget_get_first_child(stack); sibling && sibling != below;
         sibling = gtk_widget_get_next_sibling(sibling)) {
        GdkPaintable *watcher = gtk_widget_paintable_new(sibling);
        g_signal_connect_object(watcher, "invalidate-contents", G_CALLBACK(behind_changed), self, 0);
        g_ptr_array_add(self->behind, sibling);
        g_ptr_array_add(self->watchers, watcher);
    }
    return stack;
}

// Applies `matrix` to the snapshot, as a 2D translation and scale when it is one: a general matrix
// is of an unknown category, which GTK's Cairo renderer does not draw.
static void apply_transform(GtkSnapshot *snapshot, const graphene_matrix_t *matrix) {
    double xx, yx, xy, yy, x0, y0;
    if (graphene_matrix_to_2d(matrix, &xx, &yx, &xy, &yy, &x0, &y0) && yx == 0 && xy == 0) {
        gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)x0, (float)y0));
        if (xx != 1 || yy != 1) gtk_snapshot_scale(snapshot, (float)xx, (float)yy);
    } else {
        gtk_snapshot_transform_matrix(snapshot, matrix);
    }
}

static void graft_blend_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GraftBlendBin *self = (GraftBlendBin *)widget;
    if (!self->child) return;
    GtkWidget *stack = self->mode == GSK_BLEND_MODE_DEFAULT ? NULL : find_behind(self);
    graphene_matrix_t to_bin;
    if (!stack || !gtk_widget_compute_transform(stack, widget, &to_bin)) {
        gtk_widget_snapshot_child(widget, self->child, snapshot);
        return;
    }
    graphene_rect_t bounds;
    graphene_rect_init(&bounds, 0, 0, gtk_widget_get_width(widget), gtk_widget_get_height(widget));
    gtk_snapshot_push_clip(snapshot, &bounds);
    gtk_snapshot_push_blend(snapshot, self->mode);
    gtk_snapshot_save(snapshot);
    apply_transform(snapshot, &to_bin);
    // The overlay's own CSS background (a `.background(Color)`) is behind its children.
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_snapshot_render_background(snapshot, gtk_widget_get_style_context(stack), 0, 0, gtk_widget_get_width(stack),
                                   gtk_widget_get_height(stack));
    G_GNUC_END_IGNORE_DEPRECATIONS
    for (guint i = 0; i < self->behind->len; i++) {
        gtk_widget_snapshot_child(stack, g_ptr_array_index(self->behind, i), snapshot);
    }
    gtk_snapshot_restore(snapshot);
    gtk_snapshot_pop(snapshot);
    gtk_widget_snapshot_child(widget, self->child, snapshot);
    gtk_snapshot_pop(snapshot);
    gtk_snapshot_pop(snapshot);
}

static void graft_blend_bin_dispose(GObject *object) {
    GraftBlendBin *self = (GraftBlendBin *)object;
    graft_blend_bin_set_child(GTK_WIDGET(object), NULL);
    if (self->watchers) {
        forget_behind(self);
        g_clear_pointer(&self->watchers, g_ptr_array_unref);
        g_clear_pointer(&self->behind, g_ptr_array_unref);
    }
    G_OBJECT_CLASS(graft_blend_bin_parent_class)->dispose(object);
}

static void graft_blend_bin_unroot(GtkWidget *widget) {
    forget_behind((GraftBlendBin *)widget);
    GTK_WIDGET_CLASS(graft_blend_bin_parent_class)->unroot(widget);
}

static void graft_blend_bin_class_init(GraftBlendBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = graft_blend_bin_dispose;
    widget_class->measure = graft_blend_bin_measure;
    widget_class->size_allocate = graft_blend_bin_size_allocate;
    widget_class->snapshot = graft_blend_bin_snapshot;
    widget_class->unroot = graft_blend_bin_unroot;
}

static void graft_blend_bin_init(GraftBlendBin *self) {
    self->mode = GSK_BLEND_MODE_DEFAULT;
    self->behind = g_ptr_array_new();
    self->watchers = g_ptr_array_new_with_free_func(g_object_unref);
}

GtkWidget *graft_blend_bin_new(void) { return g_object_new(graft_blend_bin_get_type(), NULL); }

void graft_blend_bin_set_child(GtkWidget *bin, GtkWidget *child) {
    GraftBlendBin *self = (GraftBlendBin *)bin;
    if (self->child == child) return;
    if (self->child) gtk_widget_unparent(self->child);
    self->child = child;
    if (child) gtk_widget_set_parent(child, bin);
}

void graft_blend_bin_set_mode(GtkWidget *bin, int mode) {
    GraftBlendBin *self = (GraftBlendBin *)bin;
    if (mode < GSK_BLEND_MODE_DEFAULT || mode > GSK_BLEND_MODE_LUMINOSITY) mode = GSK_BLEND_MODE_DEFAULT;
    if ((GskBlendMode)mode == self->mode) return;
    self->mode = (GskBlendMode)mode;
    gtk_widget_queue_draw(bin);
}
