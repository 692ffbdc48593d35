#ifndef GRAFT_COLOR_MATRIX_BIN_H
#define GRAFT_COLOR_MATRIX_BIN_H

#include <gtk/gtk.h>

/// A container of one child that draws it through a colour matrix (`gtk_snapshot_push_color_matrix`):
/// SwiftUI's `.colorMultiply` and `.luminanceToAlpha`. Each drawn (unpremultiplied) colour
/// (r, g, b, a) becomes matrix × (r, g, b, a) + offset. Without a matrix the child draws as it is.
GtkWidget *graft_color_matrix_bin_new(void);

/// Sets (or, for NULL, removes) the child.
void graft_color_matrix_bin_set_child(GtkWidget *bin, GtkWidget *child);

/// Sets the matrix: `rows` is 16 values, row by row (output r, g, b, a), `offset` 4 values;
/// NULL `rows` removes the matrix.
void graft_color_matrix_bin_set_matrix(GtkWidget *bin, const float *rows, const float *offset);

#endif
