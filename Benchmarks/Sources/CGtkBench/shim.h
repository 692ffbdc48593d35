#ifndef GRAFT_BENCH_CGTK_SHIM_H
#define GRAFT_BENCH_CGTK_SHIM_H
#include <gtk/gtk.h>
#endif
