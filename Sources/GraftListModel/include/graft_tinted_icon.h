#ifndef GRAFT_TINTED_ICON_H
#define GRAFT_TINTED_ICON_H

#include <gtk/gtk.h>

/// A paintable that draws a symbolic icon (a `GtkIconPaintable` of a `-symbolic` icon) in the
/// given foreground colour (`gtk_symbolic_paintable_snapshot_symbolic`), for a `GtkPicture`,
/// which draws a paintable without the widget's colours. A full-colour icon draws as it is.
/// Returns a new reference; `icon` is kept.
GdkPaintable *graft_tinted_icon_new(GdkPaintable *icon, const GdkRGBA *color);

#endif
