#ifndef GRAFT_MASK_BIN_H
#define GRAFT_MASK_BIN_H

#include <gtk/gtk.h>

/// A container that draws its content only where its mask child is opaque (SwiftUI's `.mask`).
/// The content decides the size; the mask child is allocated the content's size (placed by its
/// own halign/valign) and is never drawn itself: both are rendered to cairo surfaces with
/// `gsk_render_node_draw` and the content is painted through the mask's alpha (`cairo_mask_surface`),
/// since GTK 4.8 has no mask render node.
GtkWidget *graft_mask_bin_new(void);

/// Sets (or, for NULL, removes) the content child.
void graft_mask_bin_set_content(GtkWidget *bin, GtkWidget *content);

/// Sets (or, for NULL, removes) the mask child.
void graft_mask_bin_set_mask(GtkWidget *bin, GtkWidget *mask);

#endif
