#include "raw_camera.h"

#include <gst/app/gstappsink.h>
#include <gst/gst.h>
#include <gst/video/video.h>
#include <gtk/gtk.h>
#include <string.h>

struct RawCamera {
    GtkWidget *window;
    GtkWidget *picture;
    GstElement *pipeline;
    GMutex lock;
    GdkTexture *pending; /* guarded by lock */
    guint idle_id;       /* guarded by lock */
    gboolean closed;     /* guarded by lock */
    gint received;       /* atomics */
    gint shown;
    gint dropped;
};

int raw_camera_init(void) { return gst_init_check(NULL, NULL, NULL) ? 1 : 0; }

static gboolean deliver(gpointer data) {
    RawCamera *camera = data;
    g_mutex_lock(&camera->lock);
    GdkTexture *texture = camera->pending;
    camera->pending = NULL;
    camera->idle_id = 0;
    g_mutex_unlock(&camera->lock);
    if (texture) {
        gtk_picture_set_paintable(GTK_PICTURE(camera->picture), GDK_PAINTABLE(texture));
        g_object_unref(texture);
        g_atomic_int_inc(&camera->shown);
    }
    return G_SOURCE_REMOVE;
}

static GstFlowReturn new_sample(GstAppSink *sink, gpointer data) {
    RawCamera *camera = data;
    GstSample *sample = gst_app_sink_pull_sample(sink);
    if (!sample) return GST_FLOW_FLUSHING;
    g_atomic_int_inc(&camera->received);
    GstVideoInfo info;
    GstVideoFrame frame;
    GstBuffer *buffer = gst_sample_get_buffer(sample);
    if (!gst_video_info_from_caps(&info, gst_sample_get_caps(sample)) ||
        !gst_video_frame_map(&frame, &info, buffer, GST_MAP_READ)) {
        gst_sample_unref(sample);
        return GST_FLOW_OK;
    }
    int width = GST_VIDEO_FRAME_WIDTH(&frame), height = GST_VIDEO_FRAME_HEIGHT(&frame);
    int stride = GST_VIDEO_FRAME_PLANE_STRIDE(&frame, 0), row = width * 4;
    const guint8 *source = GST_VIDEO_FRAME_PLANE_DATA(&frame, 0);
    guint8 *packed = g_malloc((gsize)row * height);
    if (stride == row) {
        memcpy(packed, source, (size_t)row * height);
    } else {
        for (int y = 0; y < height; y++) memcpy(packed + (size_t)y * row, source + (size_t)y * stride, row);
    }
    gst_video_frame_unmap(&frame);
    gst_sample_unref(sample);
    GBytes *bytes = g_bytes_new_take(packed, (gsize)row * height);
    GdkTexture *texture = gdk_memory_texture_new(width, height, GDK_MEMORY_R8G8B8A8, bytes, row);
    g_bytes_unref(bytes);

    g_mutex_lock(&camera->lock);
    GdkTexture *replaced = NULL;
    if (camera->closed) {
        replaced = texture;
    } else {
        replaced = camera->pending;
        camera->pending = texture;
        if (!camera->idle_id) camera->idle_id = g_idle_add_full(G_PRIORITY_DEFAULT, deliver, camera, NULL);
    }
    g_mutex_unlock(&camera->lock);
    if (replaced) {
        g_object_unref(replaced);
        g_atomic_int_inc(&camera->dropped);
    }
    return GST_FLOW_OK;
}

RawCamera *raw_camera_start(int width, int height, int frames_per_second) {
    gchar *description = g_strdup_printf(
        "videotestsrc is-live=true pattern=smpte ! capsfilter caps=\"video/x-raw,width=%d,height=%d,framerate=%d/1\" "
        "! videoconvert ! appsink name=sink caps=video/x-raw,format=RGBA max-buffers=1 drop=true",
        width, height, frames_per_second);
    GstElement *pipeline = gst_parse_launch(description, NULL);
    g_free(description);
    if (!pipeline) return NULL;
    gst_object_ref_sink(pipeline);

    RawCamera *camera = g_new0(RawCamera, 1);
    g_mutex_init(&camera->lock);
    camera->pipeline = pipeline;
    camera->window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(camera->window), 800, 600);
    camera->picture = gtk_picture_new();
    gtk_picture_set_can_shrink(GTK_PICTURE(camera->picture), TRUE);
    gtk_window_set_child(GTK_WINDOW(camera->window), camera->picture);
    gtk_window_present(GTK_WINDOW(camera->window));

    GstElement *sink = gst_bin_get_by_name(GST_BIN(pipeline), "sink");
    GstAppSinkCallbacks callbacks = {0};
    callbacks.new_sample = new_sample;
    gst_app_sink_set_callbacks(GST_APP_SINK(sink), &callbacks, camera, NULL);
    gst_object_unref(sink);
    if (gst_element_set_state(pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE) {
        raw_camera_stop(camera);
        return NULL;
    }
    return camera;
}

void raw_camera_counts(RawCamera *camera, long *received, long *shown, long *dropped) {
    *received = g_atomic_int_get(&camera->received);
    *shown = g_atomic_int_get(&camera->shown);
    *dropped = g_atomic_int_get(&camera->dropped);
}

void raw_camera_stop(RawCamera *camera) {
    gst_element_set_state(camera->pipeline, GST_STATE_NULL);
    g_mutex_lock(&camera->lock);
    camera->closed = TRUE;
    if (camera->idle_id) g_source_remove(camera->idle_id);
    if (camera->pending) g_object_unref(camera->pending);
    camera->pending = NULL;
    g_mutex_unlock(&camera->lock);
    gst_object_unref(camera->pipeline);
    gtk_window_destroy(GTK_WINDOW(camera->window));
    g_mutex_clear(&camera->lock);
    g_free(camera);
}
