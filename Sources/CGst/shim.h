#ifndef GRAFT_CGST_SHIM_H
#define GRAFT_CGST_SHIM_H
#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>

/// GST_MESSAGE_TYPE (a macro, not importable into Swift).
static inline GstMessageType graft_gst_message_type(GstMessage *message) {
    return GST_MESSAGE_TYPE(message);
}

/// GST_MESSAGE_SRC_NAME (a macro): the name of the object that posted the message, or NULL.
static inline const gchar *graft_gst_message_source_name(GstMessage *message) {
    return GST_MESSAGE_SRC(message) ? GST_OBJECT_NAME(GST_MESSAGE_SRC(message)) : NULL;
}

/// Whether the object is a GstPipeline (G_TYPE_CHECK_INSTANCE_TYPE, a macro).
static inline gboolean graft_gst_is_pipeline(gpointer object) {
    return GST_IS_PIPELINE(object);
}

/// Whether the message was posted by `object` itself (GST_MESSAGE_SRC).
static inline gboolean graft_gst_message_is_from(GstMessage *message, gpointer object) {
    return GST_MESSAGE_SRC(message) == GST_OBJECT_CAST(object);
}
#endif
