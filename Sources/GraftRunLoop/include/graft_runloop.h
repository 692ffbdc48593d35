#ifndef GRAFT_RUNLOOP_H
#define GRAFT_RUNLOOP_H

/// Attaches Swift's main queue to the GLib default main context (idempotent; main thread only):
/// when work is enqueued on the main queue, the GLib loop drains it on the main thread.
/// Returns 1 when the source is attached.
int graft_attach_main_queue(void);

/// Whether the main queue is being drained right now (a main-actor job is running from GLib).
int graft_is_draining_main_queue(void);

#endif
