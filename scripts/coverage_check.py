#!/usr/bin/env python3
"""Checks that every row of docs/SwiftUI-coverage.md marked done or partial names a test that exists.

A row names its test by a suite's Swift type name (`struct FooTests`) or a test file's name
(`FooTests.swift` without the ending), written anywhere in the row. Prints each row that names
none, or names one that does not exist, and exits 1 if there is any.
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
known = set()
for path in (root / "Tests").rglob("*.swift"):
    known.add(path.stem)
    known.update(re.findall(r"\b(?:struct|final class|class) (\w+Tests)\b", path.read_text(errors="replace")))

problems = []
table = root / "docs" / "SwiftUI-coverage.md"
for number, line in enumerate(table.read_text().splitlines(), 1):
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    if not line.startswith("| ") or len(cells) < 3 or cells[0] == "API":
        continue
    status = cells[1].split()[0] if cells[1] else ""
    if status not in ("done", "partial"):
        continue
    named = re.findall(r"\b(\w+Tests)\b", line)
    unknown = [name for name in named if name not in known]
    if not named:
        problems.append(f"docs/SwiftUI-coverage.md:{number}: {cells[0]} is {status} but names no test")
    elif unknown:
        problems.append(f"docs/SwiftUI-coverage.md:{number}: {cells[0]} names {', '.join(unknown)}, not a test here")

for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
