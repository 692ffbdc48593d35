#ifndef GRAFT_BLEND_BIN_H
#define GRAFT_BLEND_BIN_H

#include <gtk/gtk.h>

/// A container of one child that blends it with what is drawn behind it (SwiftUI's view
/// `.blendMode`): the siblings drawn before it in the nearest `GtkOverlay` around it (a ZStack's
/// earlier children, a `.background`, the content under an `.overlay`). Its snapshot pushes a
/// blend node (`gtk_snapshot_push_blend`) whose bottom is those siblings snapshotted again, in
/// the bin's coordinates and clipped to its bounds, and whose top is the child. A
/// `GtkWidgetPaintable` watches each of those siblings, so the bin redraws when one does.
/// Without an overlay around it, or in the default mode, the child draws as it is.
GtkWidget *graft_blend_bin_new(void);

/// Sets (or, for NULL, removes) the child.
void graft_blend_bin_set_child(GtkWidget *bin, GtkWidget *child);

/// Sets the blend mode (a `GskBlendMode`).
void graft_blend_bin_set_mode(GtkWidget *bin, int mode);

#endif
