#ifndef GRAFT_BENCH_CGST_SHIM_H
#define GRAFT_BENCH_CGST_SHIM_H
#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>
#endif
