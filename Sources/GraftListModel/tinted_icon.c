#include "graft_tinted_icon.h"

struct _GraftTintedIcon {
    GObject parent_instance;
    GdkPaintable *icon;
    GdkRGBA colors[4];
};

G_DECLARE_FINAL_TYPE(GraftTintedIcon, graft_tinted_icon, GRAFT, TINTED_ICON, GObject)

static void graft_tinted_icon_paintable_init(GdkPaintableInterface *iface);

G_DEFINE_TYPE_WITH_CODE(GraftTintedIcon, graft_tinted_icon, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(GDK_TYPE_PAINTABLE, graft_tinted_icon_paintable_init))

static void graft_tinted_icon_snapshot(GdkPaintable *paintable, GdkSnapshot *snapshot, double width,
                                       double height) {
    GraftTintedIcon *self = GRAFT_TINTED_ICON(paintable);
    if (GTK_IS_SYMBOLIC_PAINTABLE(self->icon)) {
        gtk_symbolic_paintable_snapshot_symbolic(GTK_SYMBOLIC_PAINTABLE(self->icon), snapshot, width, height,
                                                 self->colors, 4);
    } else {
        gdk_paintable_snapshot(self->icon, snapshot, width, height);
    }
}

static int graft_tinted_icon_get_intrinsic_width(GdkPaintable *paintable) {
    return gdk_paintable_get_intrinsic_width(GRAFT_TINTED_ICON(paintable)->icon);
}

static int graft_tinted_icon_get_intrinsic_height(GdkPaintable *paintable) {
    return gdk_paintable_get_intrinsic_height(GRAFT_TINTED_ICON(paintable)->icon);
}

static GdkPaintableFlags graft_tinted_icon_get_flags(GdkPaintable *paintable) {
    return GDK_PAINTABLE_STATIC_SIZE | GDK_PAINTABLE_STATIC_CONTENTS;
}

static void graft_tinted_icon_paintable_init(GdkPaintableInterface *iface) {
    iface->snapshot = graft_tinted_icon_snapshot;
    iface->get_intrinsic_width = graft_tinted_icon_get_intrinsic_width;
    iface->get_intrinsic_height = graft_tinted_icon_get_intrinsic_height;
    iface->get_flags = graft_tinted_icon_get_flags;
}

static void graft_tinted_icon_dispose(GObject *object) {
    g_clear_object(&GRAFT_TINTED_ICON(object)->icon);
    G_OBJECT_CLASS(graft_tinted_icon_parent_class)->dispose(object);
}

static void graft_tinted_icon_class_init(GraftTintedIconClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = graft_tinted_icon_dispose;
}

static void graft_tinted_icon_init(GraftTintedIcon *self) {}

GdkPaintable *graft_tinted_icon_new(GdkPaintable *icon, const GdkRGBA *color) {
    GraftTintedIcon *self = g_object_new(graft_tinted_icon_get_type(), NULL);
    self->icon = g_object_ref(icon);
    // Foreground, then GTK's error, warning and success colours.
    self->colors[0] = *color;
    self->colors[1] = (GdkRGBA){0.8, 0.0, 0.0, 1.0};
    self->colors[2] = (GdkRGBA){0.96, 0.47, 0.0, 1.0};
    self->colors[3] = (GdkRGBA){0.3, 0.6, 0.02, 1.0};
    return GDK_PAINTABLE(self);
}
