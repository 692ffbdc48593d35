#!/usr/bin/env python3
"""Type-checks folders of public SwiftUI code against Graft's built modules (run by scripts/corpus).

An *app* is a folder holding one `@main ... : App` file: the nearest folder above that file which
holds an .xcodeproj or Package.swift and no other `@main`, else the file's own folder. Its Swift
files (tests left out) are type-checked together, and each file is judged by its own diagnostics.
A SwiftUI file in no app is a *file* that stands alone, type-checked by itself. Imports are mapped
as docs/Porting.md says; nothing else in the code is changed.
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys

IMPORT_MAP = {
    "SwiftUI": "Graft",
    "UIKit": "GraftUIKit",
    "WebKit": "GraftWeb",
    "PhotosUI": "GraftMedia",
    "AVFoundation": "GraftMedia",
    "Combine": "Graft",
}
IMPORT_RE = re.compile(r"^(\s*(?:@[A-Za-z_]+\s+)*import\s+(?:[a-z]+\s+)?)([A-Za-z_][A-Za-z0-9_]*)([.\w]*)\s*$")
MAIN_RE = re.compile(r"^\s*@main\b(?:.|\n)*?\b(?:struct|class|enum)\s+\w+\s*:\s*[^{]*\bApp\b", re.M)
SWIFTUI_RE = re.compile(r"^\s*(?:@[A-Za-z_]+\s+)*import\s+SwiftUI\b", re.M)
SKIP_DIR_RE = re.compile(r"(Tests|UITests|Pods|Carthage|\.build|DerivedData|\.swiftpm)$")
DIAG_RE = re.compile(r"^(.+?\.swift):\d+:\d+: error: (.*)$")
DECL_RE = re.compile(r"\b(?:struct|class|enum|protocol|typealias|actor|func)\s+([A-Za-z_]\w*)")
MISSING_RES = [
    (re.compile(r"cannot find type '([^']+)' in scope"), "{}"),
    (re.compile(r"cannot find '([^']+)' in scope"), "{}"),
    (re.compile(r"has no member '([^']+)'"), ".{}"),
    (re.compile(r"no macro named '([^']+)'"), "#{}"),
    (re.compile(r"no such module '([^']+)'"), "module {}"),
]


def swift_files(root):
    """Every Swift file under root, tests, dependency folders and manifests left out."""
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not SKIP_DIR_RE.search(d) and not d.startswith("."))
        for name in sorted(files):
            if name.endswith(".swift") and name != "Package.swift":
                yield os.path.join(folder, name)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def is_project_root(folder):
    return os.path.exists(os.path.join(folder, "Package.swift")) or any(
        name.endswith(".xcodeproj") for name in os.listdir(folder))


def find_items(corpus_root):
    """(apps, loose files) of one corpus folder: apps as (root, [files]), files as paths."""
    files = [f for f in swift_files(corpus_root) if "import XCTest" not in read(f)]
    mains = [f for f in files if MAIN_RE.search(read(f))]
    apps = []
    claimed = set()
    for main in mains:
        root = os.path.dirname(main)
        folder = root
        while True:
            others = [m for m in mains if m != main and m.startswith(folder + os.sep)]
            if others:
                break
            if is_project_root(folder):
                root = folder
                break
            if os.path.abspath(folder) == os.path.abspath(corpus_root):
                break
            folder = os.path.dirname(folder)
        members = [f for f in files if f.startswith(root + os.sep) and f not in claimed
                   and (f == main or f not in mains)]
        if any(SWIFTUI_RE.search(read(f)) for f in members):
            claimed.update(members)
            apps.append((root, members))
    loose = [f for f in files if f not in claimed and SWIFTUI_RE.search(read(f))]
    return apps, loose


def map_imports(text):
    """The source with its imports renamed as docs/Porting.md says (line numbers kept)."""
    lines = []
    for line in text.split("\n"):
        match = IMPORT_RE.match(line)
        if match and match.group(2) in IMPORT_MAP:
            line = f"{match.group(1)}{IMPORT_MAP[match.group(2)]}"
        lines.append(line)
    return "\n".join(lines)


def typecheck(sources, scratch, flags, timeout):
    """(return code, diagnostics text, {scratch path: original path}) of one swiftc -typecheck."""
    shutil.rmtree(scratch, ignore_errors=True)
    copies = {}
    for index, source in enumerate(sources):
        copy = os.path.join(scratch, f"{index:04d}_{os.path.basename(source)}")
        os.makedirs(scratch, exist_ok=True)
        with open(copy, "w", encoding="utf-8") as handle:
            handle.write(map_imports(read(source)))
        copies[os.path.abspath(copy)] = source
    command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "5",
               "-module-name", "CorpusItem", *flags, *sorted(copies)]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        return result.returncode, result.stdout + result.stderr, copies
    except subprocess.TimeoutExpired:
        return -1, f"timed out after {timeout}s\n", copies


def errors_by_file(output, copies):
    """{original path: [error messages]} of a swiftc run."""
    found = collections.defaultdict(list)
    for line in output.splitlines():
        match = DIAG_RE.match(line)
        if match:
            path = copies.get(os.path.abspath(match.group(1)), match.group(1))
            found[path].append(match.group(2))
        elif line.startswith("<unknown>:0: error:") or line.startswith("error:"):
            found["<module>"].append(line.split("error:", 1)[1].strip())
    return found


def missing_names(messages):
    names = set()
    for message in messages:
        for pattern, form in MISSING_RES:
            match = pattern.search(message)
            if match:
                names.add(form.format(match.group(1)))
                break
    return names


def check_unit(kind, name, members, corpus, args, flags, logs):
    """The result of one app or file, and {file: error messages}.

    swiftc stops at an import of a module Graft does not provide, so the files that import one are
    failed on it and the rest of the app is type-checked again without them, to judge each file.
    """
    remaining = list(members)
    found = {}
    outputs = []
    app_ok = None
    while remaining:
        code, output, copies = typecheck(remaining, os.path.join(args.out, "scratch", slug(name)), flags,
                                         args.timeout)
        outputs.append(f"swiftc exit: {code} ({len(remaining)} files)\n{output}")
        errors = errors_by_file(output, copies)
        app_ok = code == 0 if app_ok is None else False
        blocked = [f for f, messages in errors.items() if any("no such module" in m for m in messages)]
        if code == -1 or errors.get("<module>") or not blocked:
            general = errors.get("<module>", []) + (["timeout"] if code == -1 else [])
            for member in remaining:
                found[member] = errors.get(member, []) + general
                if code != 0 and not found[member] and "no such module" in output:
                    found[member] = ["not type-checked"]
            break
        for member in blocked:
            found[member] = errors[member]
        remaining = [f for f in remaining if f not in blocked]
    with open(os.path.join(logs, slug(name) + ".log"), "w", encoding="utf-8") as handle:
        handle.write(f"{kind} {name}\nfiles: {len(members)}\n\n" + "\n".join(outputs))
    files = [{"path": m, "ok": not found.get(m), "errors": len(found.get(m, []))} for m in members]
    item = {"kind": kind, "name": name, "corpus": corpus, "ok": bool(app_ok), "files": files}
    status = "ok" if item["ok"] else "fail"
    print(f"  {status:4} {kind:4} {name} ({len(members)} files)", file=sys.stderr, flush=True)
    return item, found


def declared_names(corpus):
    """The type and function names the corpus folder declares itself: missing, they are no Graft gap
    (the file declaring them is in no app, or failed on a module), so they are not counted."""
    names = set()
    for path in swift_files(corpus):
        names.update(DECL_RE.findall(read(path)))
    return names


def slug(path):
    return re.sub(r"[^A-Za-z0-9._-]+", "_", path.strip("/"))[-120:]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--flags-file", required=True)
    parser.add_argument("--timeout", type=int, default=180)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--only", choices=["apps", "files"])
    parser.add_argument("folders", nargs="+")
    args = parser.parse_args()
    with open(args.flags_file, encoding="utf-8") as handle:
        flags = [line for line in handle.read().split("\n") if line]
    logs = os.path.join(args.out, "items")
    os.makedirs(logs, exist_ok=True)
    results = []
    blockers = collections.defaultdict(set)
    for corpus in args.folders:
        corpus = os.path.normpath(corpus)
        apps, loose = find_items(corpus)
        local = declared_names(corpus)
        units = ([] if args.only == "files" else [("app", root, members) for root, members in apps]) + (
            [] if args.only == "apps" else [("file", f, [f]) for f in loose])
        for kind, name, members in units:
            item, found = check_unit(kind, name, members, corpus, args, flags, logs)
            for member, messages in found.items():
                for missing in missing_names(messages) - local:
                    blockers[missing].add(member)
            results.append(item)
    with open(os.path.join(args.out, "results.json"), "w", encoding="utf-8") as handle:
        json.dump({"items": results, "missing": {k: sorted(v) for k, v in blockers.items()}}, handle, indent=1)
    report(results, blockers, args.top)


def report(results, blockers, top):
    print(f"{'corpus':44} {'files ok':>10} {'apps ok':>9} {'demos ok':>9}")
    totals = [0, 0, 0, 0, 0, 0]
    for corpus in sorted({r["corpus"] for r in results}):
        mine = [r for r in results if r["corpus"] == corpus]
        files = [f for r in mine for f in r["files"]]
        apps = [r for r in mine if r["kind"] == "app"]
        demos = [r for r in mine if r["kind"] == "file"]
        row = [sum(f["ok"] for f in files), len(files), sum(a["ok"] for a in apps), len(apps),
               sum(d["ok"] for d in demos), len(demos)]
        totals = [a + b for a, b in zip(totals, row)]
        print(f"{os.path.basename(corpus)[:44]:44} {row[0]:>5}/{row[1]:<4} {row[2]:>4}/{row[3]:<4} "
              f"{row[4]:>4}/{row[5]:<4}")
    print(f"{'total':44} {totals[0]:>5}/{totals[1]:<4} {totals[2]:>4}/{totals[3]:<4} {totals[4]:>4}/{totals[5]:<4}")
    print(f"\ntop {top} missing names (files each blocks; '.x' = has no member 'x'; names the corpus "
          "declares itself left out):")
    ranked = sorted(blockers.items(), key=lambda item: (-len(item[1]), item[0]))[:top]
    for name, files in ranked:
        print(f"  {len(files):5}  {name}")


if __name__ == "__main__":
    main()
