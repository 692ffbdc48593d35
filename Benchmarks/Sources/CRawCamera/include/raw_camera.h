#ifndef GRAFT_RAW_CAMERA_H
#define GRAFT_RAW_CAMERA_H

/// The raw baseline of CameraBenchmarks: GStreamer → appsink → GdkMemoryTexture → GtkPicture in
/// plain C, doing what Graft's camera does (RGBA frames copied into GBytes and wrapped in a memory
/// texture on the streaming thread, one pending-frame slot, one idle callback to swap it into the
/// picture on the main thread) with nothing else around it.
typedef struct RawCamera RawCamera;

/// Initializes GStreamer (gst_init_check); returns 0 on failure.
int raw_camera_init(void);

/// Opens a window with a GtkPicture and plays `videotestsrc is-live=true` at the given size and rate.
/// Returns NULL if the pipeline cannot be made or started.
RawCamera *raw_camera_start(int width, int height, int frames_per_second);

/// Frames received on the streaming thread, swapped into the picture, and dropped from the slot.
void raw_camera_counts(RawCamera *camera, long *received, long *shown, long *dropped);

/// Stops the pipeline (NULL state), removes a pending idle, destroys the window and frees everything.
void raw_camera_stop(RawCamera *camera);

#endif
