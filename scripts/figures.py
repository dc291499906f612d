#!/usr/bin/env python3
"""The house's figures (issue 25): per module, its Swift files, lines and public declarations,
and the longest functions of the package.

    scripts/figures.py            the table of modules and the five longest functions
    scripts/figures.py --most 20  more functions

A public declaration is a line that declares something with `public` or `open` (a type, a
function, an initializer, a property, a subscript, a type alias, an associated type or an enum
case; attributes and modifiers before it allowed). A function's length runs from the line of its
`func`, `init` or `subscript` keyword to the line of its closing brace (comments and strings
are skipped when braces are counted).
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PUBLIC = re.compile(
    r"^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(nonisolated\s+)?(public|open)\s+"
    r"((static|final|mutating|nonisolated|override|indirect|convenience|required|class)\s+)*"
    r"(func|var|let|struct|enum|class|protocol|init|subscript|typealias|actor|associatedtype"
    r"|case)\b"
)
FUNCTION = re.compile(r"^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*([a-z]+\s+)*(func\s+[^\s(<]+|init[?!]?|subscript)\s*[(<]")


def code_only(line, state):
    """The line without comments and string contents; `state` carries a block comment over."""
    out = []
    i = 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        if line[i] == '"':
            end = i + 1
            while end < len(line) and line[end] != '"':
                end += 2 if line[end] == "\\" else 1
            i = end + 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def functions(path):
    """(length, name, line) of every function of a file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    state = {"block": False}
    code = [code_only(line, state) for line in lines]
    found = []
    for start, line in enumerate(code):
        match = FUNCTION.match(line)
        if not match:
            continue
        depth = 0
        opened = False
        for end in range(start, len(code)):
            for char in code[end]:
                if char == "{":
                    depth += 1
                    opened = True
                elif char == "}":
                    depth -= 1
            if opened and depth <= 0:
                found.append((end - start + 1, match.group(4).replace("func ", ""), start + 1))
                break
            if not opened and end > start and code[end].strip() == "":
                break  # a requirement without a body
    return found


def main():
    most = 5
    if len(sys.argv) == 3 and sys.argv[1] == "--most":
        most = int(sys.argv[2])
    rows = []
    longest = []
    total = [0, 0, 0]
    for module in sorted((ROOT / "Sources").iterdir()):
        files = sorted(module.rglob("*.swift"))
        if not files:
            continue
        lines = 0
        public = 0
        for path in files:
            text = path.read_text(encoding="utf-8").splitlines()
            lines += len(text)
            public += sum(1 for line in text if PUBLIC.match(line))
            for length, name, line in functions(path):
                longest.append((length, f"{path.relative_to(ROOT)}:{line}", name))
        rows.append((module.name, len(files), lines, public))
        total = [total[0] + len(files), total[1] + lines, total[2] + public]
    print(f"{'module':<22}{'files':>7}{'lines':>8}{'public':>8}")
    for name, files, lines, public in rows:
        print(f"{name:<22}{files:>7}{lines:>8}{public:>8}")
    print(f"{'(all of Sources)':<22}{total[0]:>7}{total[1]:>8}{total[2]:>8}")
    print()
    print("longest functions (lines, place, name):")
    for length, place, name in sorted(longest, reverse=True)[:most]:
        print(f"{length:>5}  {place}  {name}")


if __name__ == "__main__":
    main()
