// The probe sorters of Graft's tables (see graft_column_sorter.h).

#include "graft_column_sorter.h"
#include "graft_list_model.h"

// The column the last probe compare reached; only the main thread sorts and probes.
static gint probed_column = -1;

static int graft_column_sorter_compare(gconstpointer a, gconstpointer b, gpointer data) {
    (void)a;
    (void)b;
    probed_column = GPOINTER_TO_INT(data) - 1;
    return GTK_ORDERING_SMALLER;
}

GtkSorter *graft_column_sorter_new(guint column) {
    return GTK_SORTER(gtk_custom_sorter_new(graft_column_sorter_compare, GINT_TO_POINTER((gint)column + 1), NULL));
}

gint graft_column_view_primary_sort(GtkSorter *view_sorter, gboolean *descending) {
    GListModel *model = graft_count_model_new(1);
    gpointer first = g_list_model_get_item(model, 0);
    gpointer second = g_list_model_get_item(model, 0);
    probed_column = -1;
    GtkOrdering order = gtk_sorter_compare(view_sorter, first, second);
    gint column = probed_column;
    probed_column = -1;
    g_object_unref(first);
    g_object_unref(second);
    g_object_unref(model);
    if (descending != NULL) *descending = order == GTK_ORDERING_LARGER;
    return column;
}
