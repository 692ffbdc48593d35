#ifndef GRAFT_BENCH_CGTK_SHIM_H
#define GRAFT_BENCH_CGTK_SHIM_H
#include <gtk/gtk.h>

/// The count-only list model Graft's `List` uses (its C target GraftListModel, which is not a
/// product): declared here so the raw GtkListView baseline runs on the same model, and linked in
/// with Graft by every benchmark that depends on it.
GListModel *graft_count_model_new(guint n_items);

#endif
