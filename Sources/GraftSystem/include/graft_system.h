#ifndef GRAFT_SYSTEM_H
#define GRAFT_SYSTEM_H

/// Whether the calling thread is the process's first thread (on Linux its thread id is the
/// process id), as Foundation's `Thread.isMainThread` tells.
int graft_is_main_thread(void);

/// Writes `line` and a newline to standard error in one write, as Foundation's
/// `FileHandle.standardError.write(_:)` did for a message.
void graft_write_error_line(const char *line);

#endif
