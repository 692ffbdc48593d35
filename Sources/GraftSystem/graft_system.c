// The two things the framework asked Foundation's Thread and FileHandle for, from the C library,
// so `import Graft` need not load Foundation (start-up memory, issue 16). Swift cannot call
// gettid(): Glibc's module declares it only for _GNU_SOURCE.

#define _GNU_SOURCE
#include "graft_system.h"

#include <stdio.h>
#include <unistd.h>

int graft_is_main_thread(void) { return gettid() == getpid(); }

void graft_write_error_line(const char *line) { dprintf(STDERR_FILENO, "%s\n", line); }
