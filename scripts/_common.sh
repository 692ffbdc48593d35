# Shared helpers for scripts/*. Sourced, not run.

# Puts a Swift toolchain on PATH: the one already there, else /opt/swift (where CI images have it).
graft_find_swift() {
    if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    fi
    if ! command -v swift >/dev/null 2>&1; then
        echo "error: no Swift toolchain found: install Swift 6 (https://swift.org/install) and put it on PATH" >&2
        exit 1
    fi
}

# True when a display is configured for GTK.
graft_has_display() {
    [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]
}

# The arguments for running a command on a private virtual X display.
GRAFT_XVFB=(xvfb-run -a -s "-screen 0 1280x1024x24")
