import CGst

/// Typed Swift over GStreamer's C API: the camera pipeline Graft's image picker uses.
public enum Gst {}
