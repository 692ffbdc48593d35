// A count-only GListModel for Graft's recycling lists (see graft_list_model.h).

#include "graft_list_model.h"

#define GRAFT_TYPE_ROW_ITEM (graft_row_item_get_type())
G_DECLARE_FINAL_TYPE(GraftRowItem, graft_row_item, GRAFT, ROW_ITEM, GObject)

struct _GraftRowItem {
    GObject parent_instance;
};

G_DEFINE_FINAL_TYPE(GraftRowItem, graft_row_item, G_TYPE_OBJECT)

static void graft_row_item_class_init(GraftRowItemClass *klass) { (void)klass; }
static void graft_row_item_init(GraftRowItem *self) { (void)self; }

#define GRAFT_TYPE_COUNT_MODEL (graft_count_model_get_type())
G_DECLARE_FINAL_TYPE(GraftCountModel, graft_count_model, GRAFT, COUNT_MODEL, GObject)

struct _GraftCountModel {
    GObject parent_instance;
    guint n_items;
};

static GType graft_count_model_get_item_type(GListModel *model) {
    (void)model;
    return GRAFT_TYPE_ROW_ITEM;
}

static guint graft_count_model_get_n_items(GListModel *model) {
    return GRAFT_COUNT_MODEL(model)->n_items;
}

static gpointer graft_count_model_get_item(GListModel *model, guint position) {
    if (position >= GRAFT_COUNT_MODEL(model)->n_items) return NULL;
    return g_object_new(GRAFT_TYPE_ROW_ITEM, NULL);
}

static void graft_count_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = graft_count_model_get_item_type;
    iface->get_n_items = graft_count_model_get_n_items;
    iface->get_item = graft_count_model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(GraftCountModel, graft_count_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, graft_count_model_list_model_init))

static void graft_count_model_class_init(GraftCountModelClass *klass) { (void)klass; }
static void graft_count_model_init(GraftCountModel *self) { self->n_items = 0; }

GListModel *graft_count_model_new(guint n_items) {
    GraftCountModel *model = g_object_new(GRAFT_TYPE_COUNT_MODEL, NULL);
    model->n_items = n_items;
    return G_LIST_MODEL(model);
}

void graft_count_model_splice(GListModel *model, guint position, guint removed, guint added) {
    g_return_if_fail(GRAFT_IS_COUNT_MODEL(model));
    GraftCountModel *self = GRAFT_COUNT_MODEL(model);
    g_return_if_fail(position <= self->n_items && removed <= self->n_items - position);
    if (removed == 0 && added == 0) return;
    self->n_items = self->n_items - removed + added;
    g_list_model_items_changed(model, position, removed, added);
}

gboolean graft_is_count_model_item(gpointer object) {
    return object != NULL && GRAFT_IS_ROW_ITEM(object);
}
