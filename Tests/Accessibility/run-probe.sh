#!/bin/sh
# Runs a program on the current display with an accessibility bus, and reads its accessibility tree as
# a screen reader does: run-probe.sh PROGRAM APP-NAME [--keys KEY …]
# Run it inside a private D-Bus session (dbus-run-session), which starts the accessibility bus on
# demand. Prints read-tree.py's JSON; exits with its status.
set -u
program=$1
name=$2
shift 2
# This session's own accessibility bus (started on demand), named to both sides explicitly: GTK and
# libatspi would otherwise take the address an earlier run left on the X display's root window.
AT_SPI_BUS_ADDRESS=$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus \
    org.a11y.Bus.GetAddress | tr -d ' ')
export AT_SPI_BUS_ADDRESS
# The session bus's and the accessibility bus launcher's process ids, for the test that checks they
# end with the session.
pid_of() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID "string:$1" | tr -dc '0-9'
}
echo "session-processes: $(pid_of org.freedesktop.DBus) $(pid_of org.a11y.Bus)" >&2
"$program" >/dev/null 2>&1 &
app=$!
/usr/bin/python3 "$(dirname "$0")/read-tree.py" "$name" --timeout 30 "$@"
status=$?
# SIGKILL: a test runner may pass its children SIGTERM ignored.
kill -KILL "$app" 2>/dev/null
wait "$app" 2>/dev/null
exit $status
