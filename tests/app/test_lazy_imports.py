"""Every import inside a function is one docs/startup.md gives a reason for ("Imports inside
functions"): the rest of the code imports at the top of its module, as Python code usually does."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "smallwow_qt"
#: modules that import inside their functions on purpose, when docs/startup.md names them
IMPORTERS = ("smallwow_qt.app", "smallwow_qt.boards.generate", "smallwow_qt.sound.synth",
             "smallwow_qt.views.main_window")


def _listed() -> set[str]:
    """The names in backquotes in docs/startup.md's section on imports inside functions."""
    text = (REPO / "docs" / "startup.md").read_text(encoding="utf-8")
    section = text.split("## Imports inside functions", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"`([A-Za-z_][\w.]*)`", section))


def _module(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _importer(module: str, listed: set[str]) -> bool:
    """A command line, a tool or the window: imports inside its functions by design."""
    return module.endswith(".__main__") or any(module == m or module.startswith(m + ".")
                                               for m in IMPORTERS if m in listed)


def _reason(node: ast.stmt, listed: set[str]) -> bool:
    """Whether an import inside a function names something listed."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
        return all(any(n == m or n.startswith(m + ".") for m in listed) for n in names)
    module = node.module or ""
    if module.startswith("PySide6"):
        return all(a.name in listed for a in node.names)
    candidates = [module] + [f"{module}.{a.name}" for a in node.names]
    return any(c == m or c.startswith(m + ".") for c in candidates for m in listed)


def _unexplained(listed: set[str]) -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module(path)
        if _importer(module, listed):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Import) or isinstance(node, ast.ImportFrom) and node.level == 0:
                    if not _reason(node, listed):
                        found.append(f"{path.relative_to(REPO)}:{node.lineno}")
    return sorted(set(found))


def test_every_import_inside_a_function_has_its_reason_in_the_docs():
    assert _unexplained(_listed()) == []


def test_an_import_without_a_reason_is_found():
    listed = _listed()
    code = "def f():\n    from smallwow_qt.controller import secrecy\n    import datetime\n"
    tree = ast.parse(code)
    imports = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert [_reason(n, listed) for n in imports] == [False, True]
