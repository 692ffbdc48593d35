#ifndef GRAFT_LIST_MODEL_H
#define GRAFT_LIST_MODEL_H

#include <gio/gio.h>

/// A GListModel that holds only a count: its items are placeholder objects made when GTK asks
/// for one (`g_list_model_get_item`), so a model of 100,000 rows costs a few bytes, not 100,000
/// objects. Graft's lists look rows up by position; the model only tells GTK how many there are
/// and where rows were inserted or removed.
GListModel *graft_count_model_new(guint n_items);

/// Replaces `removed` rows at `position` with `added` new ones and emits `items-changed`.
void graft_count_model_splice(GListModel *model, guint position, guint removed, guint added);

/// Whether `object` is a placeholder row item of a count model.
gboolean graft_is_count_model_item(gpointer object);

#endif
