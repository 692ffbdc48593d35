// A container drawing its one child through a colour matrix (see graft_color_matrix_bin.h).

#include "graft_color_matrix_bin.h"

typedef struct {
    GtkWidget parent_instance;
    GtkWidget *child;
    gboolean has_matrix;
    graphene_matrix_t matrix;
    graphene_vec4_t offset;
} GraftColorMatrixBin;

typedef struct {
    GtkWidgetClass parent_class;
} GraftColorMatrixBinClass;

G_DEFINE_TYPE(GraftColorMatrixBin, graft_color_matrix_bin, GTK_TYPE_WIDGET)

static void graft_color_matrix_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                           int *natural, int *minimum_baseline, int *natural_baseline) {
    GraftColorMatrixBin *self = (GraftColorMatrixBin *)widget;
    *minimum = 0;
    *natural = 0;
    if (self->child && gtk_widget_should_layout(self->child)) {
        gtk_widget_measure(self->child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
    }
}

static void graft_color_matrix_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GraftColorMatrixBin *self = (GraftColorMatrixBin *)widget;
    if (self->child && gtk_widget_should_layout(self->child)) {
        gtk_widget_allocate(self->child, width, height, baseline, NULL);
    }
}

static void graft_color_matrix_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GraftColorMatrixBin *self = (GraftColorMatrixBin *)widget;
    if (!self->child) return;
    if (self->has_matrix) gtk_snapshot_push_color_matrix(snapshot, &self->matrix, &self->offset);
    gtk_widget_snapshot_child(widget, self->child, snapshot);
    if (self->has_matrix) gtk_snapshot_pop(snapshot);
}

static void graft_color_matrix_bin_dispose(GObject *object) {
    graft_color_matrix_bin_set_child(GTK_WIDGET(object), NULL);
    G_OBJECT_CLASS(graft_color_matrix_bin_parent_class)->dispose(object);
}

static void graft_color_matrix_bin_class_init(GraftColorMatrixBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = graft_color_matrix_bin_dispose;
    widget_class->measure = graft_color_matrix_bin_measure;
    widget_class->size_allocate = graft_color_matrix_bin_size_allocate;
    widget_class->snapshot = graft_color_matrix_bin_snapshot;
}

static void graft_color_matrix_bin_init(GraftColorMatrixBin *self) { (void)self; }

GtkWidget *graft_color_matrix_bin_new(void) { return g_object_new(graft_color_matrix_bin_get_type(), NULL); }

void graft_color_matrix_bin_set_child(GtkWidget *bin, GtkWidget *child) {
    GraftColorMatrixBin *self = (GraftColorMatrixBin *)bin;
    if (self->child == child) return;
    if (self->child) gtk_widget_unparent(self->child);
    self->child = child;
    if (child) gtk_widget_set_parent(child, bin);
}

void graft_color_matrix_bin_set_matrix(GtkWidget *bin, const float *rows, const float *offset) {
    GraftColorMatrixBin *self = (GraftColorMatrixBin *)bin;
    self->has_matrix = rows != NULL;
    if (rows) {
        // graphene multiplies row vectors (v × M): the transpose of the rows given.
        float columns[16];
        for (int row = 0; row < 4; row++)
            for (int column = 0; column < 4; column++) columns[column * 4 + row] = rows[row * 4 + column];
        graphene_matrix_init_from_float(&self->matrix, columns);
        graphene_vec4_init(&self->offset, offset[0], offset[1], offset[2], offset[3]);
    }
    gtk_widget_queue_draw(bin);
}
