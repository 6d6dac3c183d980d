"""The architecture, as the folders show it: which layer may import which, one door into the
engine, and no import circle anywhere (function-level and type-checking imports included).

    engine        the rules, pure Python             imports nothing of ours but `values`
    boards        the island sides                   the engine (by its door), files
    persistence   saves, autosave                    the engine, the boards, files
    scenario      the headless scenario runner       the engine, the boards, persistence
    bots          computer players                   the engine's door only
    controller    between the engine and the views   everything below
    sound         the table's sounds                 the engine's events, the controller
    views         the widgets                        the controller, sound, the boards' shapes,
                                                     persistence
    app           the entry points                   anything

"The engine's door" is the package `smallwow_qt.engine` itself: only the engine's own modules
import its submodules.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "smallwow_qt"
FILES = {"digest", "jsontext", "paths", "values", "yamltext", "__init__"}     # small modules every layer may use

#: what each layer may import besides itself and FILES ("engine" meaning its door)
ALLOWED = {
    "engine": set(),
    "boards": {"engine"},
    "persistence": {"engine", "boards"},
    "scenario": {"engine", "boards", "persistence"},
    "bots": {"engine"},
    "newgame": {"engine", "boards"},
    "controller": {"engine", "boards", "persistence", "scenario", "bots", "newgame"},
    "sound": {"engine", "controller"},
    "views": {"controller", "sound", "boards", "persistence"},
    "app": {"engine", "boards", "persistence", "scenario", "bots", "newgame", "controller", "sound", "views"},
}
#: harnesses that seat bots in games they start (not players themselves)
HARNESSES = {"smallwow_qt.bots.arena": {"newgame"}, "smallwow_qt.bots.review_bench": {"newgame"},
             "smallwow_qt.bots.projection_fit": {"newgame"}}

def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _imports(module: str) -> set[str]:
    """Every smallwow_qt module `module` imports, wherever the import stands."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("smallwow_qt")}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            if base.startswith("smallwow_qt"):
                for alias in node.names:
                    full = f"{base}.{alias.name}"
                    found.add(full if full in MODULES else base)
    if module == "smallwow_qt.engine.pieces.catalogue":     # imports the folder's modules by name
        found |= {m for m in MODULES if m.startswith("smallwow_qt.engine.pieces.")} - {module}
    return found - {module}


GRAPH = {m: _imports(m) for m in MODULES}


def _layer(module: str) -> str:
    parts = module.split(".")
    if len(parts) == 1:
        return "__init__"
    return "app" if parts[1] == "__main__" else parts[1]    # (`python -m smallwow_qt` starts the app)


def test_every_module_keeps_to_its_layer():
    wrong = []
    for module, imported in sorted(GRAPH.items()):
        layer = _layer(module)
        if layer in FILES:
            continue
        allowed = ALLOWED[layer] | HARNESSES.get(module, set()) | {layer} | FILES
        for target in sorted(imported):
            other = _layer(target)
            if other not in allowed:
                wrong.append(f"{module} imports {target} ({layer} may not import {other})")
            elif other == "engine" and layer != "engine" and target != "smallwow_qt.engine":
                wrong.append(f"{module} imports {target}: use the door, smallwow_qt.engine")
    assert not wrong, "\n".join(wrong)


def test_small_modules_import_no_layer():
    for name in FILES - {"__init__"}:
        module = f"smallwow_qt.{name}"
        assert {_layer(t) for t in GRAPH[module]} <= FILES, module


def _circles() -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in GRAPH[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return circles


def test_no_import_circles():
    assert _circles() == []


def test_the_circle_check_finds_a_circle():
    GRAPH["smallwow_qt.engine.data"] = GRAPH["smallwow_qt.engine.data"] | {"smallwow_qt.engine.game"}
    try:
        assert any("smallwow_qt.engine.data" in c for c in _circles())
    finally:
        GRAPH["smallwow_qt.engine.data"] = _imports("smallwow_qt.engine.data")
