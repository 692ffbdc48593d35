#ifndef GRAFT_BENCH_CWEBKIT_SHIM_H
#define GRAFT_BENCH_CWEBKIT_SHIM_H
#include <webkit/webkit.h>
#endif
