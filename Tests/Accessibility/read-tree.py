#!/usr/bin/python3
"""Reads an application's accessibility tree over AT-SPI, as a screen reader does, and prints it
as JSON: one object per accessible with its role, name, description, states, relations and
children. Usage: read-tree.py APP-NAME [--timeout SECONDS] [--await-name NAME] [--keys KEY[=FOCUS] …]

Waits (polling, up to the timeout) until an application named APP-NAME with a showing window is
on the bus. With --keys it then presses each key with xdotool, one after another; after a key
written KEY=FOCUS it waits until the accessible named FOCUS has the focus, and records the focused
accessible after each key. With --await-name it finally waits until an accessible named NAME
exists, then reads the tree again ("after")."""
import json
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def describe(node, depth=0):
    if depth > 60:
        return {"role": "(too deep)"}
    states = node.get_state_set()
    relations = []
    for relation in node.get_relation_set() or []:
        targets = [relation.get_target(i).get_name() for i in range(relation.get_n_targets())]
        relations.append({"type": relation.get_relation_type().value_nick, "targets": targets})
    value = None
    try:
        if "Value" in node.get_interfaces():
            value = node.get_current_value()
    except Exception:
        value = None
    return {
        "role": node.get_role_name(),
        "name": node.get_name(),
        "description": node.get_description(),
        "states": sorted(s.value_nick for s in states.get_states()),
        "relations": relations,
        "value": value,
        "children": [describe(node.get_child_at_index(i), depth + 1) for i in range(node.get_child_count())],
    }


def find_app(name):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() == name and app.get_child_count() > 0:
            return app
    return None


def focused(node):
    if node.get_state_set().contains(Atspi.StateType.FOCUSED):
        return node
    for i in range(node.get_child_count()):
        found = focused(node.get_child_at_index(i))
        if found is not None:
            return found
    return None


def named(node, name):
    if node.get_name() == name:
        return True
    return any(named(node.get_child_at_index(i), name) for i in range(node.get_child_count()))


def main():
    args = sys.argv[1:]
    name = args.pop(0)
    timeout = 20.0
    keys = []
    awaited = None
    while args:
        flag = args.pop(0)
        if flag == "--timeout":
            timeout = float(args.pop(0))
        elif flag == "--await-name":
            awaited = args.pop(0)
        elif flag == "--keys":
            keys, args = args, []
    deadline = time.monotonic() + timeout
    app = find_app(name)
    while app is None and time.monotonic() < deadline:
        time.sleep(0.05)
        app = find_app(name)
    if app is None:
        desktop = Atspi.get_desktop(0)
        names = [desktop.get_child_at_index(i).get_name() for i in range(desktop.get_child_count())]
        print(json.dumps({"error": f"no application named {name!r} on the accessibility bus", "apps": names}))
        return 1
    result = {"app": describe(app), "focus": []}
    for step in keys:
        key, _, expected = step.partition("=")
        subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True, timeout=10)
        # Focus changes reach the bus asynchronously: poll until the expected accessible has it.
        seen = None
        settle = time.monotonic() + 5
        while True:
            node = focused(app)
            seen = None if node is None else {"role": node.get_role_name(), "name": node.get_name()}
            if not expected or (seen is not None and seen["name"] == expected) or time.monotonic() > settle:
                break
            time.sleep(0.02)
        result["focus"].append(seen)
    if awaited is not None:
        settle = time.monotonic() + 5
        while not named(app, awaited) and time.monotonic() < settle:
            time.sleep(0.02)
    if keys or awaited is not None:
        result["after"] = describe(app)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
