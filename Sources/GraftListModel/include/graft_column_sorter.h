#ifndef GRAFT_COLUMN_SORTER_H
#define GRAFT_COLUMN_SORTER_H

#include <gtk/gtk.h>

/// A sorter for one column of a GtkColumnView whose rows are never sorted by GTK: it makes the
/// column's header clickable and shows GTK's sort arrow, and (asked by
/// `graft_column_view_primary_sort`) says which column it belongs to. Compared items are always
/// "in order", so nothing GTK does with it reorders rows.
GtkSorter *graft_column_sorter_new(guint column);

/// The column whose header the user clicked last in a GtkColumnView (the first of its sorter's
/// columns), or -1 when none sorts; `descending` says whether GTK shows that column reversed.
/// GTK 4.8 has no getter for this (`gtk_column_view_sorter_get_primary_sort_column` is 4.10).
gint graft_column_view_primary_sort(GtkSorter *view_sorter, gboolean *descending);

#endif
