#ifndef GRAFT_CWEBKITGTK_SHIM_H
#define GRAFT_CWEBKITGTK_SHIM_H
#include <webkit/webkit.h>
#include <jsc/jsc.h>
#endif
