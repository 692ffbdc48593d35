// A container drawing its content through its mask child's alpha (see graft_mask_bin.h).

#include "graft_mask_bin.h"

typedef struct {
    GtkWidget parent_instance;
    GtkWidget *content;
    GtkWidget *mask;
} GraftMaskBin;

typedef struct {
    GtkWidgetClass parent_class;
} GraftMaskBinClass;

G_DEFINE_TYPE(GraftMaskBin, graft_mask_bin, GTK_TYPE_WIDGET)

static void graft_mask_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                   int *natural, int *minimum_baseline, int *natural_baseline) {
    GraftMaskBin *self = (GraftMaskBin *)widget;
    *minimum = 0;
    *natural = 0;
    if (self->content && gtk_widget_should_layout(self->content)) {
        gtk_widget_measure(self->content, orientation, for_size, minimum, natural, minimum_baseline,
                           natural_baseline);
    }
}

static void graft_mask_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GraftMaskBin *self = (GraftMaskBin *)widget;
    if (self->content && gtk_widget_should_layout(self->content)) {
        gtk_widget_allocate(self->content, width, height, baseline, NULL);
    }
    if (self->mask && gtk_widget_should_layout(self->mask)) {
        // A mask is not measured by the layout, but GTK asks every allocated widget to be measured first.
        int ignored = 0;
        gtk_widget_measure(self->mask, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, NULL, NULL, NULL);
        gtk_widget_size_allocate(self->mask, &(GtkAllocation){0, 0, width, height}, -1);
    }
}

/// The child's drawing as a render node in the bin's coordinates, or NULL when it draws nothing.
static GskRenderNode *graft_mask_bin_child_node(GtkWidget *bin, GtkWidget *child) {
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gtk_widget_snapshot_child(bin, child, snapshot);
    return gtk_snapshot_free_to_node(snapshot);
}

static void graft_mask_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GraftMaskBin *self = (GraftMaskBin *)widget;
    if (!self->content) return;
    if (!self->mask) {
        gtk_widget_snapshot_child(widget, self->content, snapshot);
        return;
    }
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GskRenderNode *content = graft_mask_bin_child_node(widget, self->content);
    GskRenderNode *mask = graft_mask_bin_child_node(widget, self->mask);
    if (!content || !mask || width <= 0 || height <= 0) {
        // Nothing opaque in the mask (or nothing to show): the view is invisible.
        if (content) gsk_render_node_unref(content);
        if (mask) gsk_render_node_unref(mask);
        return;
    }
    // The content may draw outside the bin (a shadow, an offset); its bounds are what is painted.
    graphene_rect_t bounds;
    gsk_render_node_get_bounds(content, &bounds);
    graphene_rect_t area = GRAPHENE_RECT_INIT(0, 0, width, height);
    graphene_rect_t drawn;
    if (!graphene_rect_intersection(&bounds, &area, &drawn)) {
        gsk_render_node_unref(content);
        gsk_render_node_unref(mask);
        return;
    }
    int scale = gtk_widget_get_scale_factor(widget);
    cairo_surface_t *mask_surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale);
    cairo_surface_set_device_scale(mask_surface, scale, scale);
    cairo_t *mask_cr = cairo_create(mask_surface);
    gsk_render_node_draw(mask, mask_cr);
    cairo_destroy(mask_cr);

    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &drawn);
    cairo_push_group(cr);
    gsk_render_node_draw(content, cr);
    cairo_pop_group_to_source(cr);
    cairo_mask_surface(cr, mask_surface, 0, 0);
    cairo_destroy(cr);
    cairo_surface_destroy(mask_surface);
    gsk_render_node_unref(content);
    gsk_render_node_unref(mask);
}

static void graft_mask_bin_set_child(GraftMaskBin *self, GtkWidget **slot, GtkWidget *child) {
    if (*slot == child) return;
    if (*slot) gtk_widget_unparent(*slot);
    *slot = child;
    if (child) gtk_widget_set_parent(child, GTK_WIDGET(self));
}

static void graft_mask_bin_dispose(GObject *object) {
    GraftMaskBin *self = (GraftMaskBin *)object;
    graft_mask_bin_set_child(self, &self->content, NULL);
    graft_mask_bin_set_child(self, &self->mask, NULL);
    G_OBJECT_CLASS(graft_mask_bin_parent_class)->dispose(object);
}

static void graft_mask_bin_class_init(GraftMaskBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = graft_mask_bin_dispose;
    widget_class->measure = graft_mask_bin_measure;
    widget_class->size_allocate = graft_mask_bin_size_allocate;
    widget_class->snapshot = graft_mask_bin_snapshot;
}

static void graft_mask_bin_init(GraftMaskBin *self) { (void)self; }

GtkWidget *graft_mask_bin_new(void) { return g_object_new(graft_mask_bin_get_type(), NULL); }

void graft_mask_bin_set_content(GtkWidget *bin, GtkWidget *content) {
    GraftMaskBin *self = (GraftMaskBin *)bin;
    graft_mask_bin_set_child(self, &self->content, content);
}

void graft_mask_bin_set_mask(GtkWidget *bin, GtkWidget *mask) {
    GraftMaskBin *self = (GraftMaskBin *)bin;
    graft_mask_bin_set_child(self, &self->mask, mask);
    // The mask is a stencil: it takes no clicks and is not read out.
    if (mask) {
        gtk_widget_set_can_target(mask, FALSE);
        gtk_accessible_update_state(GTK_ACCESSIBLE(mask), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    }
}
