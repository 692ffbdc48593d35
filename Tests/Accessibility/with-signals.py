#!/usr/bin/env python3
"""Runs a command with no signal blocked: with-signals.py PROGRAM [ARGUMENT ...]

A process inherits its parent's blocked signals. The test runner starts its children from a thread
that blocks nearly all of them, so dbus-run-session's SIGTERM never reached the session bus it had
started, and each run left that bus, the accessibility bus launcher, its bus and the registry
running. Started through this, the whole tree takes signals as usual and ends with the session.
"""
import os
import signal
import sys

signal.pthread_sigmask(signal.SIG_SETMASK, [])
os.execv(sys.argv[1], sys.argv[1:])
